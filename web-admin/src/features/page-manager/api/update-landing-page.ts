import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { failureFrom } from "../utils/request-failure";
import type { LandingPageInput, SavedLandingPage } from "./create-landing-page";
import { getLandingPageQueryOptions } from "./get-landing-page";
import { getLandingPageTypesQueryOptions } from "./get-landing-page-types";
import { getLandingPagesQueryOptions, LANDING_PAGES_PATH } from "./get-landing-pages";

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
        queryClient.invalidateQueries({ queryKey: getLandingPagesQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: getLandingPageTypesQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: getLandingPageQueryOptions(id).queryKey }),
      ]),
  });
}
