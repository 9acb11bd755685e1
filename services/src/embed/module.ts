import type { Kysely } from "kysely";
import { publicReads } from "../catalog/public-reads";
import type { Database } from "../db/schema";
import type { HttpModule } from "../http/http-module";
import { frameTargets } from "./frame-target";
import { embedRoutes } from "./routes";

/** Embedding anywhere (issue 22): the iframe player's pages and the oEmbed provider, on the catalog's reads. */
export function createEmbed(deps: {
  db: Kysely<Database>;
  mediaBaseUrl: string;
  mediaDir: string;
  defaultSocialImage: string;
  siteUrl: string;
  repoRoot: string;
  /** Reach: the proof of the host framing a frame page (reach/module.ts). */
  proveFrameHost?: (referer: string | undefined) => string | undefined;
}): { http: HttpModule } {
  const reads = publicReads({
    db: deps.db,
    mediaBaseUrl: deps.mediaBaseUrl,
    mediaDir: deps.mediaDir,
    defaultSocialImage: deps.defaultSocialImage,
  });
  const targets = frameTargets(reads, deps.siteUrl);
  const routes = embedRoutes({
    targets,
    siteUrl: deps.siteUrl,
    repoRoot: deps.repoRoot,
    ...(deps.proveFrameHost ? { proveFrameHost: deps.proveFrameHost } : {}),
  });
  return { http: { site: [routes] } };
}
