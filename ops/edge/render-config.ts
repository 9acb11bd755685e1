/**
 * Fills ops/edge/nginx.conf.template: the one edge configuration the fleet script, the fleet test, bench:fleet
 * and docker-compose use. Pure: the caller chooses ports, addresses and directories.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

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

/** The defaults: a visitor's page and its assets stay far below them; a scraper on misses does not. */
export const EDGE_DEFAULTS = {
  rateLimit: "20r/s",
  rateBurst: 100,
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

export function renderEdgeConfig(config: EdgeConfig, template = readFileSync(TEMPLATE_PATH, "utf8")): string {
  const c = { ...EDGE_DEFAULTS, ...config };
  if (c.upstreams.length === 0) throw new Error("The edge needs at least one app instance");
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
    accessLog: c.accessLog,
    errorLog: c.errorLog,
    user: c.user,
    workerProcesses: String(c.workerProcesses),
  });
}
