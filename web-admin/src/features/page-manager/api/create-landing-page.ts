import type { LandingPageForm } from "@movebreak/shared/contracts/landing-pages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { failureFrom } from "../utils/request-failure";
import { getLandingPageTypesQueryOptions } from "./get-landing-page-types";
import { LANDING_PAGES_LIST_KEY, LANDING_PAGES_PATH } from "./get-landing-pages";

export interface SavedLandingPage {
  success: boolean;
  message: string;
  page: { id: number; slug: string };
}

/** The form as sent: every field as the operator typed it; the server applies the same schema. */
export type LandingPageInput = LandingPageForm;

const FALLBACK = "Unknown error occurred";

/**
 * POST /api/admin/landing-pages/manual: 201 with the new page's id and slug; 400 with
 * {error, details}; 409 when the slug is taken. Failures carry the server's message.
 */
export async function createLandingPage(input: LandingPageInput): Promise<SavedLandingPage> {
  const response = await apiFetch(`${LANDING_PAGES_PATH}/manual`, { method: "POST", json: input });
  if (!response.ok) throw await failureFrom(response, FALLBACK);
  return (await response.json()) as SavedLandingPage;
}

export function useCreateLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLandingPage,
    onSuccess: () =>
      Promise.all([
        // Every search of the list, with the pages loaded so far: a title may now match another search.
        queryClient.invalidateQueries({ queryKey: LANDING_PAGES_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: getLandingPageTypesQueryOptions().queryKey, exact: true }),
      ]),
  });
}
