import { gzipSync } from "node:zlib";
import { ADMIN_API_PREFIXES } from "@movebreak/shared/constants";
import { toSlug } from "@movebreak/shared/slug";
import fc from "fast-check";
import { fillPath, pathParams, type RouteEntry, routeInventory } from "../../../src/http/route-inventory";
import type { TestApp } from "../../support/test-app";
import type { Contract, Known } from "./contracts";
import { encode, hostileKey, hostileString, hostileUrlText, MALFORMED_JSON_BODIES, RAW_SEGMENTS } from "./hostile";
import { contractValue, inputSchemaOf, textValue } from "./schema-arbitrary";

/**
 * Bounds: FUZZ_RUNS requests per route (CI keeps the default), FUZZ_SEED to explore other
 * inputs (a fixed seed by default, so CI sees the same requests every time; "random" for a new one).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const seedSetting = process.env.FUZZ_SEED ?? "20261122";
export const FUZZ_SEED = seedSetting === "random" ? Date.now() % 2 ** 31 : Number(seedSetting);

/** Each route's property gets time in proportion to its runs (an accepted rebuild or poster render is slow). */
export const FUZZ_TIMEOUT_MS = Math.max(30_000, FUZZ_RUNS * 1_500);

/** FUZZ_STATS=1 prints how often each route answered each status (to see the fuzzer reach the accepted paths). */
export function statusTally(route: string): { count(status: number): void; report(): void } {
  const counts = new Map<number, number>();
  return {
    count: (status) => counts.set(status, (counts.get(status) ?? 0) + 1),
    report: () => {
      if (!process.env.FUZZ_STATS) return;
      const parts = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}x${n}`);
      console.log(`fuzz ${route}: ${parts.join(" ")}`);
    },
  };
}

/** fast-check's settings for one route's property; the seed differs per route but is fixed. */
export function fuzzParameters(route: string, runs = FUZZ_RUNS): fc.Parameters<unknown> {
  let hash = FUZZ_SEED;
  for (const char of route) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return { numRuns: runs, seed: hash, endOnFailure: true };
}

export const isAdminPath = (path: string) =>
  ADMIN_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** The routes the running app declares (no HEAD: it answers as GET without a body). */
export function declaredRoutes(t: TestApp): string[] {
  return routeInventory(t.app.expressApp).map((r: RouteEntry) => `${r.method} ${r.path}`);
}

/** One generated request. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const LARGE_JSON = JSON.stringify({ data: "z".repeat(1_100_000) });

/** A request for `METHOD path` built from its contract: path parameters, query and body. */
export function requestArbitrary(route: string, contract: Contract, known: Known): fc.Arbitrary<FuzzRequest> {
  const [method = "GET", path = "/"] = route.split(" ");
  const examples = contract.examples?.(known) ?? {};
  const paramSchemas = contract.params ? (inputSchemaOf(contract.params).properties ?? {}) : {};
  const params = Object.fromEntries(
    pathParams(path).map((name) => {
      const real = examples[name]?.filter(Boolean) ?? [];
      const generated = path.includes(`*${name}`)
        ? fc.oneof(
            fc.array(textValue(undefined).map(encode), { maxLength: 3 }).map((parts) => parts.join("/")),
            ...(real.length > 0 ? [fc.constantFrom(...real)] : []),
          )
        : textValue(paramSchemas[name], real).map(encode);
      return [
        name,
        fc.oneof({ weight: 9, arbitrary: generated }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) }),
      ];
    }),
  );
  const query = fc.oneof(
    { weight: 6, arbitrary: contract.query ? queryFrom(contract.query, examples) : fc.constant("") },
    { weight: 2, arbitrary: randomQuery },
    { weight: 1, arbitrary: fc.constantFrom("?=", "?&&", "?a=%", "?limit=%zz&limit=1", "?__proto__[x]=1", "?a[b]=c") },
  );
  const body = MUTATING.has(method) ? bodyArbitrary(contract) : fc.constant(undefined);
  return fc.record({ params: fc.record(params), query, body }).map(({ params: values, query: search, body: sent }) => {
    const request: FuzzRequest = {
      method,
      url: `${fillPath(path, (name) => values[name] ?? "")}${search}`,
      headers: sent?.headers ?? {},
      ...(sent?.body !== undefined ? { body: sent.body } : {}),
    };
    // Counterexamples are printed short: a 100,000-character body would bury the report.
    return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
  });
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A query string from a contract's value: arrays become repeated keys, objects JSON text. */
function queryFrom(
  schema: Parameters<typeof contractValue>[0],
  examples: Record<string, string[]>,
): fc.Arbitrary<string> {
  const properties = schema ? (inputSchemaOf(schema).properties ?? {}) : {};
  const perKey = Object.entries(properties).map(([key, property]) =>
    fc.option(
      fc.oneof(
        {
          weight: 5,
          arbitrary: textValue(property, examples[key]).map((value) => [[key, value]] as [string, string][]),
        },
        {
          weight: 1,
          arbitrary: fc
            .array(textValue(property, examples[key]), { minLength: 2, maxLength: 3 })
            .map((values) => values.map((value) => [key, value] as [string, string])),
        },
      ),
      { nil: [] as [string, string][], freq: 5 },
    ),
  );
  const extra = fc.array(fc.tuple(hostileKey, hostileUrlText), { maxLength: 2 });
  return fc.tuple(fc.tuple(...perKey), extra).map(([pairs, more]) => toSearch([...pairs.flat(), ...more]));
}

const randomQuery = fc.array(fc.tuple(hostileKey, hostileUrlText), { maxLength: 4 }).map(toSearch);

function toSearch(pairs: [string, string][]): string {
  if (pairs.length === 0) return "";
  return `?${pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&")}`;
}

const json = { "content-type": "application/json" };

function bodyArbitrary(
  contract: Contract,
): fc.Arbitrary<{ headers: Record<string, string>; body: string | Uint8Array<ArrayBuffer> | undefined }> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: contractValue(contract.body).map((value) => ({ headers: json, body: JSON.stringify(value) })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...MALFORMED_JSON_BODIES).map((body) => ({ headers: json, body })),
    },
    { weight: 1, arbitrary: fc.constant({ headers: {}, body: undefined }) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        hostileString.map((body) => ({ headers: { "content-type": "text/plain" }, body })),
        fc.constant({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "token=x&data=1" }),
        fc.constant({ headers: { "content-type": "application/json; charset=utf-16" }, body: "{}" }),
        fc.constant({ headers: { "content-type": "application/json; charset=nope" }, body: "{}" }),
        fc.constant({ headers: { ...json, "content-encoding": "gzip" }, body: "not gzip at all" }),
        fc.constant({
          headers: { ...json, "content-encoding": "gzip" },
          body: new Uint8Array(gzipSync('{"minutes": 5}')),
        }),
        fc.constant({ headers: { ...json, "content-encoding": "x-unknown" }, body: "{}" }),
        fc.constant({ headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x--" }),
        fc.constant({ headers: json, body: LARGE_JSON }),
      ),
    },
  );
}

/** What the database holds, cheaply: row count and an order-free sum of row hashes, per table. */
export async function fingerprinter(
  t: TestApp,
  exclude: readonly string[] = [],
): Promise<{ tables: string[]; read: () => Promise<string> }> {
  const { rows } = await t.app.database.executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const skipped = new Set(["kysely_migration", "kysely_migration_lock", ...ALWAYS_CHANGING, ...exclude]);
  const tables = (rows as { table_name: string }[]).map((r) => r.table_name).filter((name) => !skipped.has(name));
  const row = (name: string) => {
    const ignored = BOOKKEEPING_COLUMNS[name];
    return ignored ? `(to_jsonb(x) - array[${ignored.map((c) => `'${c}'`).join(", ")}])::text` : "x::text";
  };
  const sql = `select ${tables
    .map(
      (name) =>
        `(select '${name}:' || count(*) || ':' || coalesce(sum(hashtext(${row(name)})::bigint), 0) from "${name}" x ${ROW_FILTERS[name] ?? ""})`,
    )
    .join(" || ' ' || ")} as f`;
  return {
    tables,
    read: async () => ((await t.app.database.executeSql(sql)).rows[0] as { f: string }).f,
  };
}

/** A refused login is counted (that is the rate limit working), so its table is left out. */
const ROW_FILTERS: Record<string, string> = {
  // ... and recorded in the audit trail (that is the audit working), so that event is left out too.
  automation_events: "where not (x.stream_id = 'admin-audit' and x.type = 'AdminLoginFailed')",
};

/**
 * Tables a request may change long after it was answered: the rate limit's hits, the reach and page analytics
 * counters (counted in memory and written every 5 s, so an earlier valid beacon's row lands while a later request is checked; what a
 * refused beacon does not count is tested in services/test/reach.test.ts), and the run leases (renewed every few
 * seconds by a worker running an earlier request's run).
 */
const ALWAYS_CHANGING = ["rate_limit_hits", "reach_counts", "page_analytics", "run_leases"];

/**
 * Columns that record that something happened upstream, not what a request changed: a refused
 * board choice still read the account's boards from Pinterest, which stamps the connection's
 * last successful call; counters written in batches land when they land.
 */
const BOOKKEEPING_COLUMNS: Record<string, string[]> = {
  // ... and the outcome of that last call (a refused token is recorded even when the request is refused).
  pinterest_connections: ["last_sync_at", "last_call_at", "last_call_outcome", "last_call_error"],
  // Opens and views are counted in memory and written about once a second: an earlier request's count
  // may land while a later one is checked.
  shared_routines: ["opens"],
  landing_pages: ["page_views"],
  // Any request with a valid session, refused or not, records that the session was used (at most once a minute).
  admin_sessions: ["last_used_at", "address", "browser"],
};

/** The real values of the database the fuzzer aims some requests at. */
export async function knownValues(t: TestApp): Promise<Known> {
  const column = async (sql: string) =>
    ((await t.app.database.executeSql(sql)).rows as { v: unknown }[]).map((r) => String(r.v)).slice(0, 20);
  const titles = await column("select title as v from locations order by id");
  return {
    locationIds: await column("select id as v from locations order by id"),
    locationSlugs: titles.map(toSlug),
    sharedKeys: await column("select key as v from shared_routines order by key"),
    pageSlugs: await column("select slug as v from landing_pages order by id"),
    pageIds: await column("select id as v from landing_pages order by id"),
    mediaFiles: (await column("select key as v from page_media order by key")).map((key) => `${key}.png`),
    runIds: await column("select run_id as v from automation_runs order by run_id"),
    importIds: await column("select id as v from data_imports order by id"),
    boardIds: [],
  };
}

export interface Outcome {
  status: number;
  text: string;
}

/** Sends one generated request over real HTTP. */
export async function send(t: TestApp, request: FuzzRequest, headers: Record<string, string> = {}): Promise<Outcome> {
  const response = await t.request(request.url, {
    method: request.method,
    headers: { ...request.headers, ...headers },
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
    // A live stream never ends by itself: its status and first frame are the answer.
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    await reader.cancel();
    return { status: response.status, text: new TextDecoder().decode(first.value) };
  }
  return { status: response.status, text: await response.text() };
}

/**
 * The rules every answer keeps: never a 5xx; a 4xx from the API is JSON with a non-empty
 * `error` (elsewhere, a page with content); a refused request leaves the data as it was.
 */
export function problemsWith(request: FuzzRequest, outcome: Outcome, before: string, after: string): string[] {
  const problems: string[] = [];
  const api = request.url.startsWith("/api/");
  if (outcome.status >= 500) problems.push(`answered ${outcome.status}`);
  if (outcome.status >= 400) {
    if (api) {
      let error: unknown;
      try {
        error = (JSON.parse(outcome.text) as { error?: unknown }).error;
      } catch {
        problems.push("error answer is not JSON");
      }
      if (typeof error !== "string" || error.trim() === "") problems.push("error answer has no error message");
    } else if (outcome.text.trim() === "") {
      problems.push("error answer is empty");
    }
    if (before !== after)
      problems.push(
        `refused (${outcome.status}) yet the data changed:\n  ${diff(before, after)}\n  was: ${diff(after, before)}`,
      );
  }
  return problems;
}

function diff(before: string, after: string): string {
  const was = new Set(before.split(" "));
  return after
    .split(" ")
    .filter((part) => !was.has(part))
    .join(", ");
}

/** A short description of a request for failure messages (bodies cut at 300 characters). */
export function describeRequest(request: FuzzRequest, outcome?: Outcome): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} characters)` : text);
  const body = request.body === undefined ? "" : cut(JSON.stringify(String(request.body)));
  const answer = outcome
    ? `\n  -> ${outcome.status} ${cut(outcome.text)}\n  (replay with FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS})`
    : "";
  return `${request.method} ${cut(request.url)} ${JSON.stringify(request.headers)} ${body}${answer}`;
}
