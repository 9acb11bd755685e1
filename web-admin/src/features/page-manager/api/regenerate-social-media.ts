import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { failureFrom } from "../utils/request-failure";
import { getLandingPageQueryOptions } from "./get-landing-page";
import { getLandingPagesQueryOptions, LANDING_PAGES_PATH } from "./get-landing-pages";

export interface RegeneratedSocialMedia {
  success: boolean;
  message: string;
  socialCaption: string;
  pinterestPosterImg: string;
}

/** POST /api/admin/landing-pages/{id}/regenerate-social-media: a new caption and Pinterest poster. */
export async function regenerateSocialMedia(id: number): Promise<RegeneratedSocialMedia> {
  const response = await apiFetch(`${LANDING_PAGES_PATH}/${id}/regenerate-social-media`, { method: "POST" });
  if (!response.ok) throw await failureFrom(response);
  return (await response.json()) as RegeneratedSocialMedia;
}

/** One mutation per row, so each row knows whether its own regeneration is running. */
export function useRegenerateSocialMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateSocialMedia,
    onSuccess: (_data, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getLandingPagesQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: getLandingPageQueryOptions(id).queryKey }),
      ]),
  });
}
