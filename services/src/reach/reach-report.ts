import { REACH_LIMITS, type ReachDayHost, type ReachHost, type ReachReport } from "@movebreak/shared/contracts/reach";
import { addDays } from "@movebreak/shared/utc-day";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { reportRange } from "../http/report-range";
import { type ReachSum, sumByDay, sumByDayAndHost, sumByHost } from "./reach-repo";

interface Counts {
  loads: number;
  plays: number;
  opens: number;
  iframeLoads: number;
}

const zero = (): Counts => ({ loads: 0, plays: 0, opens: 0, iframeLoads: 0 });

/** Folds one kind's sum into the figures the report shows. */
function add(counts: Counts, { kind, count }: ReachSum): void {
  if (kind === "script_load" || kind === "iframe_load") counts.loads += count;
  if (kind === "iframe_load") counts.iframeLoads += count;
  if (kind === "script_play" || kind === "iframe_play") counts.plays += count;
  if (kind === "try_open") counts.opens += count;
}

function byKey(sums: ReachSum[]): Map<string, Counts> {
  const out = new Map<string, Counts>();
  for (const sum of sums) {
    const counts = out.get(sum.key) ?? zero();
    add(counts, sum);
    out.set(sum.key, counts);
  }
  return out;
}

const hostFigures = (host: string, { loads, plays, opens }: Counts): ReachHost => ({
  host,
  loads,
  plays,
  opens,
  playRate: loads > 0 ? plays / loads : 0,
});

/** The listed hosts' figures per day: oldest day first, then in the hosts' order (most loads first). */
async function readDayHosts(db: Kysely<Database>, from: string, to: string, hosts: ReachHost[]) {
  const sums = await sumByDayAndHost(
    db,
    from,
    to,
    hosts.map((host) => host.host),
  );
  const byDayHost = new Map<string, { day: string; host: string; counts: Counts }>();
  for (const sum of sums) {
    const key = `${sum.day}|${sum.key}`;
    const entry = byDayHost.get(key) ?? { day: sum.day, host: sum.key, counts: zero() };
    add(entry.counts, sum);
    byDayHost.set(key, entry);
  }
  const rank = new Map(hosts.map((host, index) => [host.host, index]));
  return [...byDayHost.values()]
    .map(({ day, host, counts }): ReachDayHost => ({ day, ...hostFigures(host, counts) }))
    .sort((a, b) => a.day.localeCompare(b.day) || (rank.get(a.host) ?? 0) - (rank.get(b.host) ?? 0));
}

/**
 * The reach of [from, to] (UTC days, both included): every day's totals (zeros included), the hosts
 * with most loads, and those hosts day by day. Without `to` the range ends today; without `from` it is the 30 days up to `to`.
 */
export async function readReachReport(
  db: Kysely<Database>,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<ReachReport> {
  const { from, to, length } = reportRange(query, now, REACH_LIMITS);

  const [dailySums, hostSums] = await Promise.all([sumByDay(db, from, to), sumByHost(db, from, to)]);
  const daily = byKey(dailySums);
  const days = Array.from({ length }, (_, index) => {
    const day = addDays(from, index);
    return { day, ...(daily.get(day) ?? zero()) };
  });
  const allHosts: ReachHost[] = [...byKey(hostSums)].map(([host, counts]) => hostFigures(host, counts));
  allHosts.sort((a, b) => b.loads - a.loads || b.opens - a.opens || a.host.localeCompare(b.host));
  const hosts = allHosts.slice(0, REACH_LIMITS.maxHosts);
  const dayHosts = await readDayHosts(db, from, to, hosts);
  const totals = days.reduce(
    (sum, day) => ({ loads: sum.loads + day.loads, plays: sum.plays + day.plays, opens: sum.opens + day.opens }),
    { loads: 0, plays: 0, opens: 0 },
  );
  return {
    from,
    to,
    days,
    hosts,
    dayHosts,
    totals: { ...totals, hosts: allHosts.length },
  };
}
