import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { failureFrom } from "../utils/request-failure";
import type { LandingPageInput, SavedLandingPage } from "./create-landing-page";
import { getLandingPageQueryOptions } from "./get-landing-page";
import { getLandingPageTypesQueryOptions } from "./get-landing-page-types";
import { LANDING_PAGES_LIST_KEY, LANDING_PAGES_PATH } from "./get-landing-pages";

/** PUT /api/admin/landing-pages/{id}: every field but the slug, which a published page keeps. */
export async function updateLandingPage({
  id,
  input,
}: {
  id: number;
  input: LandingPageInput;
}): Promise<SavedLandingPage> {
  const response = await apiFetch(`${LANDING_PAGES_PATH}/${id}`, { method: "PUT", json: input });
  if (!response.ok) throw await failureFrom(response, "Unknown error occurred");
  return (await response.json()) as SavedLandingPage;
}

export function useUpdateLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLandingPage,
    onSuccess: (_data, { id }) =>
      Promise.all([
        // Every search of the list, with the pages loaded so far: a title may now match another search.
        queryClient.invalidateQueries({ queryKey: LANDING_PAGES_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: getLandingPageTypesQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: getLandingPageQueryOptions(id).queryKey }),
      ]),
  });
}
