import type { PublicReads } from "../catalog/public-reads";
import type { HttpModule } from "../http/http-module";
import { ReadCache } from "../lib/read-cache";
import type { ShareImageCpuPool } from "./cpu-tasks";
import { type RenderedImage, shareImageRoutes } from "./routes";

const HOUR_MS = 3_600_000;
/** About 400 cards or 800 heroes: every location's images and the shared routines people open. */
const CACHE_BYTES = 24 * 1024 * 1024;

/** The location artwork and share cards (issues 18 and 22): rendered in the CPU pool, kept in memory. */
export function createShareImages(deps: { reads: PublicReads; cpu: ShareImageCpuPool }): { http: HttpModule } {
  const cache = new ReadCache<RenderedImage>({
    ttlMs: HOUR_MS,
    maxBytes: CACHE_BYTES,
    sizeOf: (image) => image.bytes.byteLength,
  });
  return { http: { site: [shareImageRoutes({ ...deps, cache })] } };
}
