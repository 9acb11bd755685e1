import { REACH_HOSTS } from "@movebreak/shared/contracts/reach";
import { describe, expect, it } from "vitest";
import { purposeKeys } from "../lib/purpose-keys";
import { type BeaconHeaders, beaconHost, frameHostProofs } from "./beacon-host";

const keysOf = (...secrets: string[]) => purposeKeys(() => secrets.map((secret) => Buffer.from(secret)));
const proofs = frameHostProofs(keysOf("a-secret-every-instance-shares"));
const none: BeaconHeaders = { referer: undefined, origin: undefined };

describe("the host a beacon counts for", () => {
  it("when a frame page proves the host its Referer named, then only that host's beacons carrying the proof count for it", () => {
    const proof = proofs.forReferer("https://Blog.Example/post/1?x=1");
    const frame = (h: string, v: string | undefined) =>
      beaconHost({ p: "i", e: "l", l: "armsOnly", h, v }, none, proofs);
    expect(frame("blog.example", proof)).toBe("blog.example");
    expect(frame("news.example", proof)).toBe(REACH_HOSTS.unverified);
    expect(frame("blog.example", undefined)).toBe(REACH_HOSTS.unverified);
    expect(frame("blog.example", `${proof?.slice(0, -1)}A`)).toBe(REACH_HOSTS.unverified);
    // Another instance with the same secret accepts it; a different secret does not.
    expect(frameHostProofs(keysOf("a-secret-every-instance-shares")).holds("blog.example", proof)).toBe(true);
    expect(frameHostProofs(keysOf("another-secret-entirely")).holds("blog.example", proof)).toBe(false);
    // After a rotation the new secret signs and a proof made with the previous one still holds.
    const rotated = frameHostProofs(keysOf("the-next-secret", "a-secret-every-instance-shares"));
    expect(rotated.holds("blog.example", proof)).toBe(true);
    expect(rotated.forReferer("https://blog.example/")).not.toBe(proof);
    // No Referer (or not a web page's), no proof.
    expect(proofs.forReferer(undefined)).toBeUndefined();
    expect(proofs.forReferer("about:blank")).toBeUndefined();
  });

  it("when a script player names its page, then its Referer or Origin must name the same host", () => {
    const script = (h: string | undefined, headers = none) =>
      beaconHost({ p: "s", e: "p", s: "neck-saver", ...(h ? { h } : {}) }, headers, proofs);
    expect(script("blog.example", { referer: "https://blog.example/a", origin: undefined })).toBe("blog.example");
    expect(script("BLOG.example", { referer: undefined, origin: "https://blog.example" })).toBe("blog.example");
    expect(script("blog.example", { referer: "https://evil.example/", origin: "https://evil.example" })).toBe(
      REACH_HOSTS.unverified,
    );
    expect(script("blog.example", { referer: undefined, origin: "null" })).toBe(REACH_HOSTS.unverified);
    expect(script(undefined, { referer: "https://news.example/story", origin: undefined })).toBe("news.example");
    expect(script(undefined)).toBe(REACH_HOSTS.unknown);
  });
});
