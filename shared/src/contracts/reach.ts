import { z } from "zod";
import { isoDay, RecordIdSchema } from "./common";

/**
 * Reach: where the players are embedded and used. Counted per UTC day, per embedding host (a hostname,
 * never a path, address or cookie), per location (or shared routine) and per kind.
 */
export const REACH_KINDS = ["script_load", "script_play", "iframe_load", "iframe_play", "try_open"] as const;
export type ReachKind = (typeof REACH_KINDS)[number];

/**
 * Hosts that are not a hostname: no referrer; past the day's cap of distinct rows; or a hostname the beacon
 * named that its browser did not confirm (the script player's Referer or Origin, the frame page's proof of
 * who framed it): such a count is kept, under "(unverified)", never under the name it gave.
 */
export const REACH_HOSTS = { unknown: "(unknown)", other: "(other)", unverified: "(unverified)" } as const;

/** A shared routine is stored as `shared:<key>` in the location column (an id never holds a colon). */
export const sharedTarget = (key: string) => `shared:${key}`;

/** A DNS hostname (lowercase letters, digits, hyphens, dots), or an IPv4 address: what a page's location.hostname is. */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const isReachHostname = (value: string): boolean => HOSTNAME.test(value);

/**
 * What a player sends, as text/plain JSON (navigator.sendBeacon): short keys, as the embed script is
 * counted in bytes. p: the player (s = script, i = iframe), e: the event (l = load, p = play), then the
 * location id or shared key it plays, h: the embedding page's hostname if the player knows it, and v (the
 * iframe player only): the frame page's proof of the host that framed it, written by the server from the
 * frame request's Referer.
 */
export const ReachBeaconSchema = z
  .object({
    p: z.enum(["s", "i"]),
    e: z.enum(["l", "p"]),
    l: RecordIdSchema.optional(),
    s: RecordIdSchema.optional(),
    h: z.string().max(253).optional(),
    v: z.string().max(64).optional(),
  })
  .refine((beacon) => (beacon.l === undefined) !== (beacon.s === undefined), "give exactly one of l and s");
export type ReachBeacon = z.infer<typeof ReachBeaconSchema>;

export const REACH_LIMITS = {
  /** The longest range one query reads. */
  maxDays: 400,
  /** Without from, the range is this many days, the last one holding `to` (default: today). */
  defaultDays: 30,
  /** The per-host table's rows, most loads first. */
  maxHosts: 200,
} as const;

const DAY = isoDay("must be a date such as 2026-11-01");

/** GET /api/admin/reach?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both included; both optional). */
export const ReachQuerySchema = z
  .object({ from: DAY.optional(), to: DAY.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, "from must not be after to");

const counts = {
  /** Player loads (script and iframe). */
  loads: z.int().nonnegative(),
  /** Routine starts in a player. */
  plays: z.int().nonnegative(),
  /** Page views of /try/{key}. */
  opens: z.int().nonnegative(),
};

export const ReachDaySchema = z.object({ day: z.iso.date(), ...counts, iframeLoads: z.int().nonnegative() });
export const ReachHostSchema = z.object({
  host: z.string(),
  ...counts,
  /** plays / loads, 0 when there was no load. */
  playRate: z.number().min(0),
});

/** One host's figures on one day (only days it had any). */
export const ReachDayHostSchema = ReachHostSchema.extend({ day: z.iso.date() });

export const ReachReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(ReachDaySchema),
  /** Hosts with most loads first (then opens), at most REACH_LIMITS.maxHosts. */
  hosts: z.array(ReachHostSchema),
  /** The listed hosts day by day: oldest day first, then in the hosts' order; a day without a count is left out. */
  dayHosts: z.array(ReachDayHostSchema),
  totals: z.object({ ...counts, hosts: z.int().nonnegative() }),
});
export type ReachHost = z.infer<typeof ReachHostSchema>;
export type ReachDayHost = z.infer<typeof ReachDayHostSchema>;
export type ReachReport = z.infer<typeof ReachReportSchema>;
