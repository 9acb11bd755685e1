/** A browser's beacon from one of our pages, sent by the reader at `address` (behind the trusted proxy). */
export const beaconFrom = (payload: unknown, address: string, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: {
    "content-type": "text/plain",
    "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15",
    "sec-fetch-site": "same-origin",
    "x-forwarded-for": address,
    ...headers,
  },
  body: typeof payload === "string" ? payload : JSON.stringify(payload),
});

/** The page-load token in a server-rendered page (its `<meta name="page-load">`), or undefined. */
export const pageLoadTokenOf = (html: string) => /<meta name="page-load" content="([^"]+)">/.exec(html)?.[1];
