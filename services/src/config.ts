import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { resolve } from "node:path";
import { STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import { z } from "zod";
import { findRepoRoot } from "./lib/repo-root";
import { ADMIN_TOKEN_MIN_BITS, upperBoundBits } from "./lib/secret-strength";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** "10.0.0.1, 10.1.0.0/16, ::1": addresses or subnets. */
const addressListSchema = z.string().transform((value, ctx) => {
  const entries = parseAddressList(value);
  if (!entries) {
    ctx.addIssue({ code: "custom", message: "must be a comma-separated list of IP addresses or subnets" });
    return z.NEVER;
  }
  return entries;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalString.pipe(z.url().startsWith("postgres").optional()),
  DATA_DIR: optionalString,
  ADMIN_TOKEN: optionalString.pipe(z.string().min(12, "must be at least 12 characters").optional()),
  // Production refuses an ADMIN_TOKEN that cannot hold 128 random bits unless this says the operator means it.
  ADMIN_TOKEN_ALLOW_WEAK: z.enum(["true", "false"]).default("false"),
  ADMIN_API_KEY: optionalString.pipe(z.string().min(12, "must be at least 12 characters").optional()),
  // The bearer token Prometheus sends to GET /metrics; unset: the route does not exist (404).
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  SITE_URL: optionalString.pipe(z.url().optional()),
  MEDIA_BASE_URL: optionalString.pipe(z.url().optional()),
  MEDIA_DIR: optionalString,
  STORE_URL: z.url().default("https://apps.apple.com/us/search?term=Movebreak"),
  SUPPORT_EMAIL: z.email().default("support@movebreak.app"),
  KNOWLEDGE_BASE_URL: z.url().default("https://help.movebreak.app"),
  COMPANY_NAME: z.string().default("Movebreak Labs"),
  INTERCOM_APP_ID: optionalString,
  GA_MEASUREMENT_ID: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed === undefined) {
          ctx.addIssue({
            code: "custom",
            message:
              "must be true, false, a hop count (1 = one load balancer) or a comma-separated list of proxy addresses/subnets (loopback, linklocal, uniquelocal allowed)",
          });
          return z.NEVER;
        }
        return parsed;
      })
      .optional(),
  ),
  SEED_ON_START: z.enum(["true", "false"]).default("true"),
  // Anonymous requests one client address may make per 10 s before 429s; 0 turns the limit off.
  RATE_LIMIT_PER_CLIENT: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, "must be a whole number of requests per 10 s (0 = no limit)")
      .transform(Number)
      .optional(),
  ),
  // Client addresses whose /healthz and /readyz are not counted by the budget (the load balancer's health
  // checks): comma-separated addresses or subnets (10.0.0.0/8). Unset: every health check counts.
  HEALTH_CHECK_ADDRESSES: optionalString.pipe(addressListSchema.optional()),
  // Where an operator can still log in while failed logins from everywhere have paused the others (same form).
  ADMIN_LOGIN_ADDRESSES: optionalString.pipe(addressListSchema.optional()),
  // How many client addresses the budget remembers (the least recently seen are forgotten first).
  RATE_LIMIT_CLIENTS: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, "must be a whole number of client addresses")
      .transform(Number)
      .pipe(z.number().int().min(100))
      .optional(),
  ),
  // Operational knobs of the automation; tests and fault drills shorten them.
  // Issue 32: how long shared caches (the edge, a CDN) keep a public page, and serve it stale while refetching.
  EDGE_S_MAXAGE: z.coerce.number().int().min(0).max(31_536_000).default(60),
  EDGE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(31_536_000).default(600),
  // Called after each write that changes public content; unset: no purge (pages then live s-maxage at the edge).
  EDGE_PURGE_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
  // keys: one POST of {"keys","paths"} (a CDN adapter); nginx: one PURGE <EDGE_PURGE_URL><path> per address.
  EDGE_PURGE_STYLE: z.enum(["keys", "nginx"]).default("keys"),
  AUTOMATION_MINUTE_MS: z.coerce.number().int().min(1).default(60_000),
  AUTOMATION_STEP_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(5 * 60_000),
  AUTOMATION_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).default(30),
  // A run's lease (jobs/run-lease.ts): renewed this often by its worker; another instance aborts the run once
  // no renewal came for the stale age.
  AUTOMATION_LEASE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(5_000),
  AUTOMATION_LEASE_STALE_MS: z.coerce.number().int().min(300).default(17_500),
  // Tests only (refused in production): one step of the automation's runs takes this much longer, so a
  // journey can watch a run in progress ("draft_content=6000").
  AUTOMATION_SLOW_STEP: optionalString.pipe(
    z
      .string()
      .regex(new RegExp(`^(${STEP_NAMES.join("|")})=\\d+$`), "must be step_name=milliseconds, e.g. draft_content=6000")
      .transform((value) => {
        const [step, ms] = value.split("=");
        return { step: step as StepName, ms: Number(ms) };
      })
      .optional(),
  ),
  QUEUE_SUPERVISE_SECONDS: z.coerce.number().int().min(1).default(30),
  // On SIGTERM, how long /readyz answers 503 while the server still takes new requests, before it stops
  // accepting: a load balancer that checks /readyz sees the instance leave before its connections are refused.
  STOP_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // Worker threads for image rendering and other CPU-heavy work; unset: cores - 1, at least 1.
  CPU_WORKERS: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, "must be a whole number")
      .transform(Number)
      .pipe(z.number().int().min(1).max(64))
      .optional(),
  ),
  // An OpenAI-compatible chat API for page drafts; without both, the offline template generator writes them.
  LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  // Pinterest API v5. Without PINTEREST_TOKEN_KEY the Pinterest routes answer 503: tokens are never stored unencrypted.
  PINTEREST_APP_ID: optionalString,
  PINTEREST_APP_SECRET: optionalString,
  PINTEREST_REDIRECT_URI: optionalString.pipe(z.url().optional()),
  PINTEREST_API_BASE_URL: z.url().default("https://api.pinterest.com"),
  PINTEREST_OAUTH_BASE_URL: z.url().default("https://www.pinterest.com/oauth/"),
  PINTEREST_TOKEN_KEY: optionalString.pipe(
    z
      .string()
      .transform((value, ctx) => {
        const key = decodeTokenKey(value);
        if (!key) {
          ctx.addIssue({
            code: "custom",
            message: "must be 32 bytes, as 64 hex digits or base64 (openssl rand -hex 32)",
          });
          return z.NEVER;
        }
        return key;
      })
      .optional(),
  ),
});

/** Anonymous requests per client address per 10 s: a visitor uses a few dozen at most (docs/decisions.md). */
export const DEFAULT_RATE_LIMIT_PER_CLIENT = 300;

/** Client addresses the budget remembers: about 100 bytes each, 10 MB at most. */
export const DEFAULT_RATE_LIMIT_CLIENTS = 100_000;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Set: PostgreSQL. Unset: embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  adminToken: string;
  /** True when the token was generated at start (development only): printed once. */
  adminTokenGenerated: boolean;
  adminApiKey: string | undefined;
  /** GET /metrics answers only a request bearing this token; undefined: no /metrics route at all. */
  metricsToken: string | undefined;
  siteUrl: string;
  mediaBaseUrl: string;
  /** The folder served at /media (the origin MEDIA_BASE_URL's host serves): a workout has a clip only if its file is here. */
  mediaDir: string;
  storeUrl: string;
  supportEmail: string;
  knowledgeBaseUrl: string;
  companyName: string;
  intercomAppId: string | undefined;
  gaMeasurementId: string | undefined;
  logLevel: string;
  /** Express's `trust proxy`: all, none, a hop count or the proxies' addresses. */
  trustProxy: TrustProxy | undefined;
  seedOnStart: boolean;
  /** Anonymous requests per client address per 10 s; 0: no limit. */
  rateLimitPerClient: number;
  /** Client addresses the budget remembers (LRU). */
  rateLimitClients: number;
  /** Addresses and subnets whose /healthz and /readyz the budget does not count (the load balancer's). */
  healthCheckAddresses: AddressEntry[];
  /** Addresses and subnets whose logins are not paused by the bound on failed logins from every address. */
  adminLoginAddresses: AddressEntry[];
  edge: EdgeConfig;
  repoRoot: string;
  automation: {
    minuteMs: number;
    stepTimeoutMs: number;
    heartbeatSeconds: number;
    /** Run leases: renewal period and the age at which another instance aborts the run. */
    lease: { heartbeatMs: number; staleMs: number };
    /** Tests only: one step made slower, so a run in progress can be watched. */
    slowStep?: { step: StepName; ms: number };
  };
  queueSuperviseSeconds: number;
  /** On stop: how long /readyz answers 503 before the server stops accepting (STOP_DRAIN_MS). */
  stopDrainMs: number;
  /** Threads of the CPU pool; undefined: cores - 1. */
  cpuWorkers: number | undefined;
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  pinterest: PinterestConfig;
}

/** Issue 32: the shared cache in front of the instances (docs/decisions.md, "cacheable public pages"). */
export interface EdgeConfig {
  /** The Cache-Control of public pages: s-maxage and stale-while-revalidate, in seconds. */
  cache: { sMaxAgeSeconds: number; staleWhileRevalidateSeconds: number };
  /** Where a write's purge goes; undefined: no purge calls. */
  purge: { url: string; style: "keys" | "nginx" } | undefined;
}

export interface PinterestConfig {
  /** The app's credentials: needed for OAuth and token refresh, not for a token entered by hand. */
  app: { id: string; secret: string } | undefined;
  redirectUri: string;
  apiBaseUrl: string;
  oauthBaseUrl: string;
  /** AES-256-GCM key for the stored tokens; without it the integration is off (503). */
  tokenKey: Buffer | undefined;
}

export type TrustProxy = boolean | number | string[];

const PROXY_PRESETS = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY as Express reads it, checked: "1" means one hop, never the address 0.0.0.1. */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim().toLowerCase();
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_PRESETS.has(entry)) return true;
    const [address = "", bits, ...rest] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
  });
  return valid && entries.length > 0 ? entries : undefined;
}

/** One address or subnet of HEALTH_CHECK_ADDRESSES. */
export interface AddressEntry {
  address: string;
  family: "ipv4" | "ipv6";
  prefix?: number;
}

/** "10.0.0.1, 10.1.0.0/16, ::1" as entries; undefined when one is not an address or subnet. */
export function parseAddressList(text: string): AddressEntry[] | undefined {
  const entries: AddressEntry[] = [];
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address = "", bits, ...rest] = entry.split("/");
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return undefined;
    const family = version === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) {
      entries.push({ address, family });
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (version === 4 ? 32 : 128)) return undefined;
    entries.push({ address, family, prefix });
  }
  return entries.length > 0 ? entries : undefined;
}

/** A 32-byte key written as 64 hex digits or as base64 (standard or URL-safe); undefined otherwise. */
export function decodeTokenKey(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(text)) return undefined;
  const key = Buffer.from(text, "base64");
  return key.length === 32 ? key : undefined;
}

/** Parses the environment once; throws naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.ADMIN_TOKEN) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_TOKEN: is required when NODE_ENV=production");
  }
  if (
    e.NODE_ENV === "production" &&
    e.ADMIN_TOKEN_ALLOW_WEAK !== "true" &&
    upperBoundBits(e.ADMIN_TOKEN ?? "") < ADMIN_TOKEN_MIN_BITS
  ) {
    throw new ConfigError(
      "Invalid configuration:\n  ADMIN_TOKEN: is weaker than 128 bits of randomness; make one with `openssl rand -base64 32` " +
        "(or set ADMIN_TOKEN_ALLOW_WEAK=true to start with this one)",
    );
  }
  if (e.NODE_ENV === "production" && e.AUTOMATION_SLOW_STEP) {
    throw new ConfigError("Invalid configuration:\n  AUTOMATION_SLOW_STEP: is for tests only, never in production");
  }
  if (Boolean(e.PINTEREST_APP_ID) !== Boolean(e.PINTEREST_APP_SECRET)) {
    throw new ConfigError(
      "Invalid configuration:\n  PINTEREST_APP_ID / PINTEREST_APP_SECRET: set both (the app's id and secret) or neither",
    );
  }
  const repoRoot = findRepoRoot();
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(repoRoot, e.DATA_DIR ?? "data"),
    adminToken: e.ADMIN_TOKEN ?? randomBytes(24).toString("base64url"),
    adminTokenGenerated: !e.ADMIN_TOKEN,
    adminApiKey: e.ADMIN_API_KEY,
    metricsToken: e.METRICS_TOKEN,
    siteUrl,
    mediaBaseUrl: (e.MEDIA_BASE_URL ?? `${siteUrl}/media`).replace(/\/+$/, ""),
    mediaDir: resolve(repoRoot, e.MEDIA_DIR ?? "ops/media"),
    storeUrl: e.STORE_URL,
    supportEmail: e.SUPPORT_EMAIL,
    knowledgeBaseUrl: e.KNOWLEDGE_BASE_URL,
    companyName: e.COMPANY_NAME,
    intercomAppId: e.INTERCOM_APP_ID,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedOnStart: e.SEED_ON_START === "true",
    rateLimitPerClient: e.RATE_LIMIT_PER_CLIENT ?? DEFAULT_RATE_LIMIT_PER_CLIENT,
    rateLimitClients: e.RATE_LIMIT_CLIENTS ?? DEFAULT_RATE_LIMIT_CLIENTS,
    healthCheckAddresses: e.HEALTH_CHECK_ADDRESSES ?? [],
    adminLoginAddresses: e.ADMIN_LOGIN_ADDRESSES ?? [],
    edge: {
      cache: { sMaxAgeSeconds: e.EDGE_S_MAXAGE, staleWhileRevalidateSeconds: e.EDGE_STALE_WHILE_REVALIDATE },
      purge: e.EDGE_PURGE_URL ? { url: e.EDGE_PURGE_URL.replace(/\/+$/, ""), style: e.EDGE_PURGE_STYLE } : undefined,
    },
    repoRoot,
    automation: {
      minuteMs: e.AUTOMATION_MINUTE_MS,
      stepTimeoutMs: e.AUTOMATION_STEP_TIMEOUT_MS,
      heartbeatSeconds: e.AUTOMATION_HEARTBEAT_SECONDS,
      lease: { heartbeatMs: e.AUTOMATION_LEASE_HEARTBEAT_MS, staleMs: e.AUTOMATION_LEASE_STALE_MS },
      ...(e.AUTOMATION_SLOW_STEP ? { slowStep: e.AUTOMATION_SLOW_STEP } : {}),
    },
    queueSuperviseSeconds: e.QUEUE_SUPERVISE_SECONDS,
    stopDrainMs: e.STOP_DRAIN_MS,
    cpuWorkers: e.CPU_WORKERS,
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY
        ? { baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ""), apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    pinterest: {
      app:
        e.PINTEREST_APP_ID && e.PINTEREST_APP_SECRET
          ? { id: e.PINTEREST_APP_ID, secret: e.PINTEREST_APP_SECRET }
          : undefined,
      redirectUri: e.PINTEREST_REDIRECT_URI ?? `${siteUrl}/admin`,
      apiBaseUrl: e.PINTEREST_API_BASE_URL.replace(/\/+$/, ""),
      oauthBaseUrl: e.PINTEREST_OAUTH_BASE_URL,
      tokenKey: e.PINTEREST_TOKEN_KEY,
    },
  };
}

export class ConfigError extends Error {}
