/**
 * What the home page costs in JavaScript, and whom a page talks to on load, from
 * the requests Lighthouse recorded.
 */
import { gzipSync } from "node:zlib";
import type { RequestSummary } from "./audit";

export interface ScriptWeight {
  url: string;
  /** Decoded size. */
  bytes: number;
  /** gzip (zlib level 6, the compression middleware's default) of the same bytes, fetched again. */
  gzipBytes: number;
  /** Bytes on the wire as Lighthouse saw them (headers included). */
  transferSize: number;
}

export interface JsWeight {
  scripts: ScriptWeight[];
  bytes: number;
  gzipBytes: number;
  transferSize: number;
}

/** Every script the page requested, fetched again and gzipped here, so the figure does not depend on the server's compression. */
export async function measureScripts(requests: readonly RequestSummary[]): Promise<JsWeight> {
  const seen = new Set<string>();
  const scripts: ScriptWeight[] = [];
  for (const request of requests) {
    if (request.resourceType !== "Script" || seen.has(request.url) || request.url.startsWith("data:")) continue;
    seen.add(request.url);
    const res = await fetch(request.url);
    if (!res.ok) throw new Error(`${request.url} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    scripts.push({
      url: request.url,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 6 }).length,
      transferSize: request.transferSize,
    });
  }
  const sum = (pick: (s: ScriptWeight) => number) => scripts.reduce((total, s) => total + pick(s), 0);
  return {
    scripts,
    bytes: sum((s) => s.bytes),
    gzipBytes: sum((s) => s.gzipBytes),
    transferSize: sum((s) => s.transferSize),
  };
}

/** Requests that left the page's own origin (data: and blob: URLs excluded). */
export function thirdPartyRequests(pageUrl: string, requests: readonly RequestSummary[]): string[] {
  const origin = new URL(pageUrl).origin;
  return [
    ...new Set(
      requests
        .map((r) => r.url)
        .filter((url) => /^https?:/.test(url))
        .filter((url) => new URL(url).origin !== origin),
    ),
  ];
}
