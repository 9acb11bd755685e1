/** User agents of crawlers, link previews and scripts: their page views are not a reader's (page views, /try opens). */
export const KNOWN_BOTS =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link|whatsapp|telegram|preview|headless|lighthouse|curl|wget|python-requests|node-fetch|axios/i;
