import { escapeHtml, serializeJsonForScript } from "@movebreak/shared/html-text";

/** Social locale and default social image size (spec section 9). */
export const SOCIAL_LOCALE = "en_US";
export const DEFAULT_SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface HeadImage {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
}

/** The page header fields of spec section 3. */
export interface HeadFields {
  title: string;
  description: string;
  keywords?: string;
  type?: "article" | "website";
  /** Absolute canonical address; omitted for pages that should not be indexed. */
  canonicalUrl?: string;
  noindex?: boolean;
  /** Social title and description; the page's own when absent. */
  socialTitle?: string;
  socialDescription?: string;
  image?: HeadImage;
  publishedTime?: string;
  modifiedTime?: string;
  /** Structured data, written as one application/ld+json script. */
  jsonLd?: Record<string, unknown>;
  /** The page's oEmbed answer (a page with a player), so a pasted link becomes that player elsewhere. */
  oembed?: { href: string; title: string };
}

/** One head element, written as text by the server (renderHeadTags). */
export interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attributes: Record<string, string>;
  text?: string;
}

// Shared with the iframe player's pages (services/src/embed).
export { escapeHtml, serializeJsonForScript };

const meta = (key: "name" | "property", id: string, content: string): HeadTag => ({
  tag: "meta",
  attributes: { [key]: id, content },
});

/** The head elements of a page, in document order. */
export function headTags(head: HeadFields): HeadTag[] {
  const socialTitle = head.socialTitle || head.title;
  const socialDescription = head.socialDescription || head.description;
  const tags: HeadTag[] = [
    { tag: "title", attributes: {}, text: head.title },
    meta("name", "description", head.description),
  ];
  if (head.keywords) tags.push(meta("name", "keywords", head.keywords));
  if (head.canonicalUrl) tags.push({ tag: "link", attributes: { rel: "canonical", href: head.canonicalUrl } });
  if (head.oembed) {
    const { href, title } = head.oembed;
    tags.push({ tag: "link", attributes: { rel: "alternate", type: "application/json+oembed", href, title } });
  }
  tags.push(meta("name", "robots", head.noindex ? "noindex, follow" : "index, follow"));

  tags.push(
    meta("property", "og:type", head.type === "article" ? "article" : "website"),
    meta("property", "og:title", socialTitle),
    meta("property", "og:description", socialDescription),
  );
  if (head.canonicalUrl) tags.push(meta("property", "og:url", head.canonicalUrl));
  tags.push(meta("property", "og:locale", SOCIAL_LOCALE));
  if (head.image) {
    tags.push(meta("property", "og:image", head.image.url));
    if (head.image.width && head.image.height) {
      tags.push(meta("property", "og:image:width", String(head.image.width)));
      tags.push(meta("property", "og:image:height", String(head.image.height)));
    }
    if (head.image.alt) tags.push(meta("property", "og:image:alt", head.image.alt));
  }
  if (head.type === "article") {
    if (head.publishedTime) tags.push(meta("property", "article:published_time", head.publishedTime));
    if (head.modifiedTime) tags.push(meta("property", "article:modified_time", head.modifiedTime));
  }

  tags.push(
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", socialTitle),
    meta("name", "twitter:description", socialDescription),
  );
  if (head.image) tags.push(meta("name", "twitter:image", head.image.url));

  if (head.jsonLd) {
    tags.push({
      tag: "script",
      attributes: { type: "application/ld+json" },
      text: serializeJsonForScript(head.jsonLd),
    });
  }
  return tags;
}

function tagToHtml({ tag, attributes, text }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");
  if (tag === "title") return `<title>${escapeHtml(text ?? "")}</title>`;
  // The JSON-LD text is already script-safe (serializeJsonForScript); HTML escaping would corrupt it.
  if (tag === "script") return `<script${attrs}>${text ?? ""}</script>`;
  return `<${tag}${attrs} />`;
}

/** The tags the server puts in place of <!--app-head-->: `leading` (what every page asks for early), then the page's. */
export function renderHeadTags(head: HeadFields, leading: readonly HeadTag[] = []): string {
  return [...leading, ...headTags(head)].map(tagToHtml).join("\n    ");
}

/** Site address without a trailing slash, joined with a path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}

/**
 * The canonical address of a page on this site: a stored address (location content, a landing page)
 * keeps its path and query but always takes SITE_URL's origin, so every page names one origin;
 * without one, the page's own path.
 */
export function canonicalOn(siteUrl: string, stored: string | undefined, path: string): string {
  if (!stored) return absoluteUrl(siteUrl, path);
  try {
    const url = new URL(stored, `${siteUrl.replace(/\/+$/, "")}/`);
    return absoluteUrl(siteUrl, `${url.pathname}${url.search}`);
  } catch {
    return absoluteUrl(siteUrl, path);
  }
}
