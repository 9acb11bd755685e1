import type pg from "pg";

/** One broken invariant, with what shows it. */
export interface Violation {
  scenario: string;
  invariant: string;
  evidence: string;
}

export const INVARIANTS = {
  pageNamedOnce: "every generated page is named by exactly one event",
  publishedOnce: "no run or job publishes twice",
  runEnds: "every run ends (or is still legitimately running)",
  jobEnds: "no page job left processing forever",
  gapless: "stream versions gapless (1..n) per stream",
  catalogAtomic: "catalog all-old or all-new after a killed import/restore/outage",
  acknowledgedKept: "an import or restore answered 200 is kept",
  processAlive: "processes the drill did not kill stay alive",
  no500: "no HTTP 500 answer",
} as const;

/** A kill the drill made (a point a process took, or a SIGKILL at a random time), for evidence and recovery times. */
export interface KillRecord {
  label: string;
  pid: number;
  /** When the process died (ms since the epoch). */
  at: number;
}

export { withClient } from "../../src/db/with-client";

export async function pageIds(client: pg.Client): Promise<Set<number>> {
  const { rows } = await client.query<{ id: number }>("select id from landing_pages");
  return new Set(rows.map((row) => Number(row.id)));
}

const around = (at: number, kills: KillRecord[]) => {
  const near = kills
    .map((kill) => ({ kill, delta: kill.at - at }))
    .filter(({ delta }) => Math.abs(delta) < 15_000)
    .sort((a, b) => Math.abs(a.delta) - Math.abs(b.delta))[0];
  return near
    ? `; the drill's kill "${near.kill.label}" (pid ${near.kill.pid}) came ${near.delta} ms after it was written`
    : "";
};

/**
 * What the event table and the pages say once a scenario has settled: each page the automation or the queue
 * wrote (every page not in `before`) is named by exactly one publish step's event (a run's StepCompleted or a
 * job's PageJobStepCompleted; a job's PageJobCompleted, committed with it, must name the same page), no run or job
 * names two pages, and every stream's versions run 1..n.
 */
export async function checkEventsAndPages(
  client: pg.Client,
  scenario: string,
  before: Set<number>,
  kills: KillRecord[],
): Promise<{ violations: Violation[]; generated: number }> {
  const violations: Violation[] = [];
  const add = (invariant: string, evidence: string) => violations.push({ scenario, invariant, evidence });

  const gaps = await client.query<{ stream_id: string; n: number; lo: number; hi: number }>(
    `select stream_id, count(*)::int as n, min(stream_version) as lo, max(stream_version) as hi
       from automation_events group by stream_id
     having count(*) <> max(stream_version) or min(stream_version) <> 1`,
  );
  for (const row of gaps.rows) {
    add(INVARIANTS.gapless, `stream ${row.stream_id}: ${row.n} events, versions ${row.lo}..${row.hi}`);
  }

  const pages = await client.query<{ id: number; slug: string; created_at: Date }>(
    "select id, slug, created_at from landing_pages order by id",
  );
  const namers = await client.query<{ stream_id: string; seq: number; type: string; page: number; owner: string }>(
    `select stream_id, seq, type, (data->>'landingPageId')::int as page, coalesce(data->>'runId', data->>'jobId') as owner
       from automation_events
      where data->>'landingPageId' is not null
        and ((stream_id = 'automation' and type = 'StepCompleted')
          or (stream_id like 'page-job:%' and type = 'PageJobStepCompleted'))
      order by seq`,
  );
  const byPage = new Map<number, typeof namers.rows>();
  const byOwner = new Map<string, typeof namers.rows>();
  for (const row of namers.rows) {
    byPage.set(Number(row.page), [...(byPage.get(Number(row.page)) ?? []), row]);
    byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row]);
  }
  const generated = pages.rows.filter((page) => !before.has(Number(page.id)));
  for (const page of generated) {
    const named = byPage.get(Number(page.id)) ?? [];
    if (named.length === 1) continue;
    const at = new Date(page.created_at).getTime();
    add(
      INVARIANTS.pageNamedOnce,
      `landing page ${page.id} (/pages/${page.slug}, written ${new Date(at).toISOString()}) is named by ${named.length} events` +
        (named.length ? ` (${named.map((n) => `${n.type} seq ${n.seq} on ${n.stream_id}`).join(", ")})` : "") +
        around(at, kills),
    );
  }
  for (const [owner, named] of byOwner) {
    const distinct = new Set(named.map((n) => Number(n.page)));
    if (named.length > 1) {
      add(
        INVARIANTS.publishedOnce,
        `${named[0]?.stream_id === "automation" ? "run" : "job"} ${owner} names ${distinct.size} pages in ${named.length} events: ${named.map((n) => `${n.type}(page ${n.page}) seq ${n.seq}`).join(", ")}`,
      );
    }
  }
  // A job's completion repeats its publish step's page (the two commit together): never another one.
  const completions = await client.query<{ job: string; completed: number; published: number | null }>(
    `select c.data->>'jobId' as job, (c.data->>'landingPageId')::int as completed,
            (select (p.data->>'landingPageId')::int from automation_events p
              where p.stream_id = c.stream_id and p.type = 'PageJobStepCompleted' and p.data->>'step' = 'publish') as published
       from automation_events c
      where c.type = 'PageJobCompleted' and c.data->>'landingPageId' is not null`,
  );
  for (const row of completions.rows) {
    if (row.published === null || Number(row.published) !== Number(row.completed))
      add(
        INVARIANTS.pageNamedOnce,
        `job ${row.job} completed with page ${row.completed}, but its publish step named ${row.published ?? "none"}`,
      );
  }
  const jobRows = await client.query<{ landing_page_id: number; jobs: string[] }>(
    `select landing_page_id, array_agg(job_id) as jobs from page_jobs
      where landing_page_id is not null group by landing_page_id having count(*) > 1`,
  );
  for (const row of jobRows.rows) {
    add(INVARIANTS.publishedOnce, `landing page ${row.landing_page_id} is the page of jobs ${row.jobs.join(", ")}`);
  }
  return { violations, generated: generated.length };
}

/** Runs with no end event, each with its last event and the run queue's jobs. */
export async function openRuns(client: pg.Client) {
  const { rows } = await client.query<{ run_id: string; started: Date; last_type: string; last_at: Date }>(
    `with runs as (
       select data->>'runId' as run_id, min(occurred_at) as started, max(seq) as last_seq
         from automation_events where stream_id = 'automation' and data->>'runId' is not null group by 1)
     select r.run_id, r.started, e.type as last_type, e.occurred_at as last_at
       from runs r join automation_events e on e.seq = r.last_seq
      where not exists (select 1 from automation_events x where x.stream_id = 'automation' and x.data->>'runId' = r.run_id
                          and x.type in ('RunCompleted', 'RunFailed', 'RunAborted', 'RunStopped'))
        and exists (select 1 from automation_events x where x.stream_id = 'automation' and x.data->>'runId' = r.run_id
                          and x.type = 'RunStarted')
      order by r.started`,
  );
  return rows.map((row) => ({
    runId: row.run_id,
    startedAt: new Date(row.started).getTime(),
    lastType: row.last_type,
    lastAt: new Date(row.last_at).getTime(),
  }));
}

/** pg-boss's jobs of a queue that are not finished: created, retry or active. */
export async function liveQueueJobs(client: pg.Client, queue: string) {
  const { rows } = await client.query<{ id: string; state: string; retry_count: number; data: unknown }>(
    "select id, state::text as state, retry_count, data from pgboss.job where name = $1 and state < 'completed'",
    [queue],
  );
  return rows;
}

export async function unfinishedPageJobs(client: pg.Client) {
  const { rows } = await client.query<{ job_id: string; status: string; current_step: string | null }>(
    "select job_id, status, current_step from page_jobs where status in ('pending', 'processing') order by queued_at",
  );
  const boss = await client.query<{ job_id: string; state: string; retry_count: number; completed_on: Date | null }>(
    `select data->>'jobId' as job_id, state::text as state, retry_count, completed_on from pgboss.job
      where name = 'page-generation' order by created_on`,
  );
  const finished = new Set(["completed", "cancelled", "failed"]);
  return rows.map((row) => {
    const own = boss.rows.filter((b) => b.job_id === row.job_id);
    return {
      ...row,
      boss: own.map((b) => `${b.state} (retries ${b.retry_count})`),
      /** No pg-boss job will run it again: it stays as it is. */
      settled: own.every((b) => finished.has(b.state)),
    };
  });
}

/** The last progress (a step completed, of a run or a job) after `at`, or undefined. */
export async function firstProgressAfter(client: pg.Client, at: number): Promise<number | undefined> {
  const { rows } = await client.query<{ at: Date }>(
    `select min(occurred_at) as at from automation_events
      where type in ('StepCompleted', 'PageJobStepCompleted') and occurred_at > $1`,
    [new Date(at)],
  );
  return rows[0]?.at ? new Date(rows[0].at).getTime() : undefined;
}

/* The catalog, as content: a hash per table (timestamps and counters left out), to compare with before and after. */

export const CATALOG_TABLES = ["locations", "workouts", "location_content", "shared_routines"] as const;

export type CatalogState = Record<(typeof CATALOG_TABLES)[number], { count: number; hash: string }>;

export async function catalogState(client: pg.Client): Promise<CatalogState> {
  const state = {} as CatalogState;
  for (const table of CATALOG_TABLES) {
    const { rows } = await client.query<{ count: number; hash: string }>(
      `select count(*)::int as count, md5(coalesce(string_agg(row_text, E'\\n' order by row_text), '')) as hash
         from (select (select jsonb_object_agg(k, v) from jsonb_each(to_jsonb(t)) as e(k, v)
                        where k not like '%\\_at' and k not in ('opens'))::text as row_text
                 from ${table} t) rows`,
    );
    state[table] = { count: Number(rows[0]?.count), hash: String(rows[0]?.hash) };
  }
  return state;
}

export const sameCatalog = (a: CatalogState, b: CatalogState) =>
  CATALOG_TABLES.every((table) => a[table].hash === b[table].hash);

export const describeCatalog = (state: CatalogState) =>
  CATALOG_TABLES.map((table) => `${table} ${state[table].count} (${state[table].hash.slice(0, 8)})`).join(", ");
