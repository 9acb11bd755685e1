/**
 * Fills ops/edge/nginx.conf.template: the one edge configuration the fleet script, the fleet test, bench:fleet
 * and docker-compose use. Pure: the caller chooses ports, addresses and directories.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_API_PREFIXES, IMPORT_BODY_LIMIT_BYTES } from "@movebreak/shared/constants";
import { PAGE_QUERY_PARAMS } from "../../services/src/http/cache/page-address";

export const TEMPLATE_PATH = join(dirname(fileURLToPath(import.meta.url)), "nginx.conf.template");

export interface EdgeConfig {
  /** What `listen` takes: "127.0.0.1:8080" or "80". */
  listen: string;
  /** The app instances as host:port. */
  upstreams: readonly string[];
  /** The addresses allowed to PURGE (the app instances'). */
  purgeFrom: readonly string[];
  /** The cache's folder (absolute, or relative to nginx's prefix). */
  cacheDir: string;
  /** The unix socket between the cache tier and the limiter tier. */
  limiterSocket: string;
  /** Anonymous requests that miss the cache, per client address: nginx's rate, e.g. "20r/s". */
  rateLimit?: string;
  /** Requests over the rate a client may send at once before 429s. */
  rateBurst?: number;
  /** Requests that carry (or look like they carry) an operator's session, per client address: their own zone. */
  sessionRateLimit?: string;
  /** Session requests over that rate a client may send at once before 429s. */
  sessionRateBurst?: number;
  /** nginx's `access_log` arguments, or "off". */
  accessLog?: string;
  /** nginx's `error_log` arguments. */
  errorLog?: string;
  /** The worker processes' user (nginx ignores it unless started as root). */
  user?: string;
  workerProcesses?: number | "auto";
  /** An instance left out after this many failures in fail_timeout... */
  maxFails?: number;
  /** ...for this many seconds, then tried again. */
  failTimeoutSeconds?: number;
}

/**
 * The defaults: a visitor's page and its assets stay far below them; a scraper on misses does not. An operator's
 * dashboard polls about 1.6 requests a second per tab (the console and a live run every 2 s, status and queue
 * every 5 s, logs every 10 s, metrics and analytics every 15 s), and opening it costs about 17 (the shell, 6
 * built files, ~10 reads): 10 a second holds six polling tabs behind one address, and a burst of 100 four tabs
 * opened at once, while a flood of made-up sessions reaches the instances at 10 a second, not 30 per instance.
 */
export const EDGE_DEFAULTS = {
  rateLimit: "20r/s",
  rateBurst: 100,
  sessionRateLimit: "10r/s",
  sessionRateBurst: 100,
  accessLog: "logs/access.log edge buffer=64k flush=1s",
  errorLog: "logs/error.log warn",
  user: "www-data",
  workerProcesses: "auto",
  maxFails: 1,
  failTimeoutSeconds: 2,
} as const;

/** Replaces every {{name}}; a placeholder without a value (or a value without a placeholder) is a bug here. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} in the edge template`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`The edge template has no {{${unused.join("}}, {{")}}}`);
  return text;
}

/** The operators' paths as one regular-expression alternation: the admin app and every admin API prefix. */
const OPERATOR_PATHS = ["/admin", ...ADMIN_API_PREFIXES]
  .map((path) => path.slice(1).replace(/[.-]/g, "\\$&"))
  .join("|");

export function renderEdgeConfig(config: EdgeConfig, template = readFileSync(TEMPLATE_PATH, "utf8")): string {
  const c = { ...EDGE_DEFAULTS, ...config };
  if (c.upstreams.length === 0) throw new Error("The edge needs at least one app instance");
  // The edge keeps a page under its path alone: a page that starts reading a query parameter needs it in the key.
  if (PAGE_QUERY_PARAMS.length > 0)
    throw new Error(`Pages read ${PAGE_QUERY_PARAMS.join(", ")}: the edge's page_cache_key must keep them`);
  return fillTemplate(template, {
    listen: c.listen,
    upstreamServers: c.upstreams
      .map((address) => `        server ${address} max_fails=${c.maxFails} fail_timeout=${c.failTimeoutSeconds}s;`)
      .join("\n"),
    purgeAllow: c.purgeFrom.map((address) => `            allow ${address};`).join("\n"),
    cacheDir: c.cacheDir,
    limiterSocket: c.limiterSocket,
    rateLimit: c.rateLimit,
    rateBurst: String(c.rateBurst),
    sessionRateLimit: c.sessionRateLimit,
    sessionRateBurst: String(c.sessionRateBurst),
    operatorPaths: OPERATOR_PATHS,
    importBodyLimit: String(IMPORT_BODY_LIMIT_BYTES),
    accessLog: c.accessLog,
    errorLog: c.errorLog,
    user: c.user,
    workerProcesses: String(c.workerProcesses),
  });
}
