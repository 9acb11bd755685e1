/** Where a landing page is public, on this same origin. */
export function publicPagePath(slug: string): string {
  return `/pages/${encodeURIComponent(slug)}`;
}

export function publicPageUrl(slug: string, origin: string = window.location.origin): string {
  return `${origin}${publicPagePath(slug)}`;
}

export function openInNewTab(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}
