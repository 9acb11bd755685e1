/**
 * Where the public pages send their analytics beacon (POST, text/plain JSON: contracts/page-analytics.ts). Its
 * own file, without zod, so the pages' script carries this address and nothing of the contract.
 */
export const PAGE_BEACON_PATH = "/api/analytics";
