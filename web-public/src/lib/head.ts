export interface HeadFields {
  title: string;
  description: string;
  keywords?: string;
  type?: "article" | "website";
  /** Absolute canonical address; omitted for pages that should not be indexed. */
  canonicalUrl?: string;
  noindex?: boolean;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The tags the server puts in place of <!--app-head-->. */
export function renderHeadTags(head: HeadFields): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:type" content="${head.type === "article" ? "article" : "website"}" />`,
  ];
  if (head.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(head.keywords)}" />`);
  if (head.canonicalUrl) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}" />`);
  }
  tags.push(`<meta name="robots" content="${head.noindex ? "noindex, follow" : "index, follow"}" />`);
  return tags.join("\n    ");
}

/** Site address without a trailing slash, joined with a path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}
