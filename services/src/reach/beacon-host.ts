import { isReachHostname, REACH_HOSTS, type ReachBeacon } from "@movebreak/shared/contracts/reach";
import type { PurposeKeys } from "../lib/purpose-keys";

/** The hostname of an address (a Referer, an Origin), lowercase, or undefined (none, "null", not a URL, not a hostname). */
export function hostnameOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const host = new URL(address).hostname.toLowerCase();
    return isReachHostname(host) ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The iframe player's beacons come from our own frame page, so their Referer and Origin are ours: what vouches
 * for the host that framed it is the frame page's own request, whose Referer the browser set to the framing
 * page. The frame page carries a proof of that hostname (an HMAC), and the player's beacon sends it back.
 * The key is the deployment's own (lib/purpose-keys.ts), shared by every instance through the database, so a page
 * served by one instance proves its host to all of them; a proof names a host only, and is no more than the Referer
 * it was made from. It is never keyed by the admin token: a proof anyone can fetch must not let them test guesses.
 */
export interface FrameHostProofs {
  /** The proof for the host of the frame request's Referer, or undefined when it names no hostname. */
  forReferer(referer: string | undefined): string | undefined;
  /** True when `proof` is the proof of `host`. */
  holds(host: string, proof: string | undefined): boolean;
}

export function frameHostProofs(keys: PurposeKeys): FrameHostProofs {
  return {
    forReferer(referer) {
      const host = hostnameOf(referer);
      return host && keys.sign("frame-host-proof", host);
    },
    holds: (host, proof) => keys.verify("frame-host-proof", host, proof),
  };
}

/** What the browser said about where a beacon comes from: its Referer and Origin headers. */
export interface BeaconHeaders {
  referer: string | undefined;
  origin: string | undefined;
}

/**
 * The host a beacon counts for. A hostname the player names counts only when its browser confirms it: for
 * the script player (which runs in the host page) the beacon's own Referer or Origin; for the iframe player
 * the frame page's proof. A named host nobody confirms counts as "(unverified)", so a beacon made by hand
 * can add to that row but never invent a host. A script player that names none counts for its Referer's
 * (or Origin's) host; anything else is "(unknown)".
 */
export function beaconHost(beacon: ReachBeacon, headers: BeaconHeaders, proofs: FrameHostProofs): string {
  const lower = beacon.h?.toLowerCase();
  const named = lower && isReachHostname(lower) ? lower : undefined;
  if (beacon.p === "i") {
    if (!named) return REACH_HOSTS.unknown;
    return proofs.holds(named, beacon.v) ? named : REACH_HOSTS.unverified;
  }
  const seen = [hostnameOf(headers.referer), hostnameOf(headers.origin)].filter((host) => host !== undefined);
  if (!named) return seen[0] ?? REACH_HOSTS.unknown;
  return seen.includes(named) ? named : REACH_HOSTS.unverified;
}
