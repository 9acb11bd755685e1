/**
 * Where the public pages send their analytics beacon (POST, text/plain JSON: contracts/page-analytics.ts). Its
 * own file, without zod, so the pages' script carries this address and nothing of the contract.
 */
export const PAGE_BEACON_PATH = "/api/analytics";

/**
 * The name of the `<meta>` a server-rendered page carries its page-load token in (`content`); the page's beacon
 * sends it back as `t`, which tells a beacon from a page the server rendered apart from one made by hand.
 */
export const PAGE_LOAD_META = "page-load";
