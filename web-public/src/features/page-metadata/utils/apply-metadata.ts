import type { MetadataResponse } from "@movebreak/shared/contracts/catalog";
import { absoluteUrl, type HeadFields } from "@/lib/head";
import { pageJsonLd } from "@/lib/structured-data";

/**
 * The head once GET /api/metadata has answered (spec section 7): its title,
 * description, keywords and social image, the canonical address (site address
 * plus path) and Article or WebPage structured data. A page that describes
 * more than itself (the home page's SoftwareApplication) keeps that too.
 */
export function withMetadata(
  head: HeadFields,
  metadata: MetadataResponse,
  pathname: string,
  siteUrl: string,
): HeadFields {
  const canonicalUrl = absoluteUrl(siteUrl, pathname);
  const page = pageJsonLd(
    {
      type: metadata.type,
      title: metadata.title,
      description: metadata.description,
      url: head.canonicalUrl ?? canonicalUrl,
      image: metadata.image,
    },
    siteUrl,
  );
  const own = head.jsonLd;
  const ownIsPage = own?.["@type"] === "Article" || own?.["@type"] === "WebPage";
  // A page's own richer fields (dates, main entity, a headline that is its heading rather than its
  // title) stay; what the metadata states wins.
  const jsonLd = !own
    ? page
    : ownIsPage
      ? { ...own, ...page, headline: own.headline !== head.title ? own.headline : page.headline }
      : { "@context": "https://schema.org", "@graph": [strip(own), strip(page)] };
  return {
    ...head,
    type: metadata.type,
    title: metadata.title,
    description: metadata.description,
    keywords: metadata.keywords,
    // The route's own canonical (its normalised path, or the one its content sets) stays; a page kept
    // out of search results (a shared routine) gets none.
    ...(head.noindex ? {} : { canonicalUrl: head.canonicalUrl ?? canonicalUrl }),
    // The default image's known size stays; another image's size is not known here.
    image: metadata.image === head.image?.url ? head.image : { url: metadata.image },
    jsonLd,
  };
}

/** A node of an @graph carries no @context of its own. */
function strip(node: Record<string, unknown> | undefined): Record<string, unknown> {
  const { "@context": _context, ...rest } = node ?? {};
  return rest;
}
