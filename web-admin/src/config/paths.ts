/** Routes inside the router, whose basename is /admin (so "/" is /admin). */
export const paths = {
  login: "/login",
  home: "/",
  dataExporter: "/data-exporter",
  pageManager: "/page-manager",
  pinterest: "/pinterest",
  reach: "/reach",
  performance: "/performance",
} as const;

/** Where the app is mounted on the server. */
export const ROUTER_BASENAME = "/admin";
