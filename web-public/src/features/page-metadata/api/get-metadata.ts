/**
 * GET /api/metadata?path= (spec section 7) is read by the server, in-process, before it renders a page
 * (app/prefetch-plan.ts); its answer customises the head (app/route-head.ts). No browser code reads it.
 */
export const metadataQueryKey = (pathWithQuery: string) => ["/api/metadata", pathWithQuery] as const;
