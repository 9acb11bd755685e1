import type { LandingPageListResponse } from "@movebreak/shared/contracts/landing-pages";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { failureFrom } from "../utils/request-failure";
import { getLandingPageQueryOptions } from "./get-landing-page";
import { LANDING_PAGES_LIST_KEY, LANDING_PAGES_PATH } from "./get-landing-pages";

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
    onSuccess: (result, id) => {
      const { socialCaption, pinterestPosterImg } = result;
      // Only this row's caption and poster changed: update it where it is loaded rather than
      // reading every loaded page of the list again.
      const inPlace = typeof socialCaption === "string" && typeof pinterestPosterImg === "string";
      if (inPlace) {
        queryClient.setQueriesData<InfiniteData<LandingPageListResponse>>(
          { queryKey: LANDING_PAGES_LIST_KEY },
          (data) =>
            data
              ? {
                  ...data,
                  pages: data.pages.map((page) => ({
                    ...page,
                    pages: page.pages.map((row) =>
                      row.id === id ? { ...row, socialCaption, pinterestPosterImg } : row,
                    ),
                  })),
                }
              : data,
        );
      }
      return Promise.all([
        inPlace ? undefined : queryClient.invalidateQueries({ queryKey: LANDING_PAGES_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: getLandingPageQueryOptions(id).queryKey }),
      ]);
    },
  });
}
