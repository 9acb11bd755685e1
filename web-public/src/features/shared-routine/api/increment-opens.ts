import { BRAND_PATHS } from "@movebreak/shared/brand";

export interface IncrementOpensResponse {
  key: string;
  opens: number;
}

/** Public spec section 8: the counter call's only error; nothing is shown to the visitor. */
export const INCREMENT_OPENS_FAILED = "Failed to increment opens";

/** POST /api/shared-movebreaks/{key}/increment-opens: counts one open of a shared routine. */
export async function incrementOpens(key: string): Promise<IncrementOpensResponse> {
  const response = await fetch(`${BRAND_PATHS.sharedRoutinesApi}/${encodeURIComponent(key)}/increment-opens`, {
    method: "POST",
    credentials: "include",
    // Sent at pagehide when the reader leaves before the load has finished (player-island.ts): it outlives the page.
    keepalive: true,
  });
  if (!response.ok) throw new Error(INCREMENT_OPENS_FAILED);
  return (await response.json()) as IncrementOpensResponse;
}
