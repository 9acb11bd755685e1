import { BRAND } from "@movebreak/shared/brand";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { PUBLIC_ROUTES, type RouteMetadata } from "@movebreak/shared/public-routes";
import type { QueryClient } from "@tanstack/react-query";
import { type LandingPageData, landingPageQueryKey } from "@/features/landing-pages/api/get-landing-page";
import { landingPageHead } from "@/features/landing-pages/utils/landing-page-head";
import { resolveRoutineHead } from "@/features/routine/utils/routine-head";
import { sharedRoutineQueryKey } from "@/features/shared-routine/api/get-shared-routine";
import { sharedRoutineHead } from "@/features/shared-routine/utils/shared-routine-head";
import { isNotFoundError } from "@/lib/api-client";
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE_SIZE, type HeadFields } from "@/lib/head";
import { pageJsonLd, softwareApplicationJsonLd } from "@/lib/structured-data";

/**
 * The heads of the route table's pages (routes.tsx): a fixed page's from its metadata, a data page's
 * from what the query cache holds. The server uses them after rendering, from the reads it prefetched.
 */

export interface RouteHead {
  status: number;
  head: HeadFields;
}

/** The page a path matched: its pattern, its (decoded) parameters and, for a fixed page, its metadata. */
export interface MatchedPage {
  pattern: string;
  params: Readonly<Record<string, string>>;
  route: { meta?: RouteMetadata; paths?: readonly string[] };
}

export interface HeadContext {
  config: PublicConfig;
  queryClient: QueryClient;
}

export type PageHead = (page: MatchedPage, context: HeadContext) => RouteHead;

const NOT_FOUND_META: RouteMetadata = {
  type: "website",
  title: `Page Not Found | ${BRAND.name}`,
  description: `The page you are looking for does not exist. Head back to ${BRAND.name}.`,
  keywords: "",
};

export const NOT_FOUND: RouteHead = { status: 404, head: { ...NOT_FOUND_META, noindex: true } };

/** Not read yet (or the read failed): a neutral head that keeps the placeholder out of search results. */
export function notReadYet(): RouteHead {
  const description = PUBLIC_ROUTES.home.meta?.description ?? "";
  return { status: 200, head: { type: "website", title: BRAND.name, description, noindex: true } };
}

function fixedHead({ pattern, route }: MatchedPage, { config }: HeadContext, describesApp: boolean): RouteHead {
  const { meta } = route;
  if (!meta) throw new Error(`${pattern} has neither metadata nor a head of its own (routes.tsx)`);
  // A page with two addresses (/ and /index-3) names its first one as canonical.
  const canonicalUrl = absoluteUrl(config.siteUrl, route.paths?.[0] ?? pattern);
  const image = { url: absoluteUrl(config.siteUrl, "/og-image.png"), alt: BRAND.name, ...DEFAULT_SOCIAL_IMAGE_SIZE };
  const facts = { ...meta, url: canonicalUrl, image: image.url };
  const jsonLd = describesApp
    ? softwareApplicationJsonLd({ ...facts, storeUrl: config.storeUrl }, config.siteUrl)
    : pageJsonLd(facts, config.siteUrl);
  return { status: 200, head: { ...meta, canonicalUrl, image, jsonLd } };
}

/** A fixed page: its metadata, its address as canonical, the default social image, WebPage or Article data. */
export const fixedPageHead: PageHead = (page, context) => fixedHead(page, context, false);

/** The home page's addresses describe the app itself (spec section 2). */
export const homeHead: PageHead = (page, context) => fixedHead(page, context, true);

export const locationRoutineHead: PageHead = ({ params }, { config, queryClient }) =>
  resolveRoutineHead(params.slug ?? "", config.siteUrl, queryClient) ?? notReadYet();

/** Read on the server: a key that names no routine answers 404 with the "Routine not found" screen. */
export const sharedRoutinePageHead: PageHead = ({ params }, { config, queryClient }) => {
  const key = params.key ?? "";
  const missing = key !== "" && queryClient.getQueryData(sharedRoutineQueryKey(key)) === null;
  return { status: missing ? 404 : 200, head: sharedRoutineHead(key, config.siteUrl, queryClient) };
};

export const landingPageRouteHead: PageHead = ({ params }, { config, queryClient }) => {
  const queryKey = landingPageQueryKey(params.slug ?? "");
  const page = queryClient.getQueryData<LandingPageData>(queryKey);
  if (page) return { status: 200, head: landingPageHead(page, config.siteUrl) };
  if (page === null || isNotFoundError(queryClient.getQueryState(queryKey)?.error)) return NOT_FOUND;
  return notReadYet();
};
