import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import fresh from "fresh";

/** Below this, compressing costs more than the bytes it saves (the compression middleware's threshold too). */
const COMPRESS_FROM_BYTES = 1024;
// The brotli quality the compression middleware uses for answers made per request.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
// A page is compressed once per cache lifetime, not per response, on libuv's threads: the smallest gzip, and the
// brotli quality past which a 33 KB page shrank little for much more time (q4 7.5 KB, q6 6.9 KB in 1.5 ms, q9 6.9 KB
// in 20 ms; gzip 9: 7.4 KB).
const GZIP_PAGE = { level: constants.Z_BEST_COMPRESSION };
const BROTLI_PAGE = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

/** A response body serialised once, with its ETag and its brotli and gzip forms, to be sent many times. */
export interface PreparedBody {
  readonly contentType: string;
  readonly bytes: Buffer;
  readonly etag: string;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

/**
 * A strong ETag (RFC 9110 8.8.3) from the body's bytes alone: the same content gives the same tag on every
 * instance, so a shared cache's revalidation with any instance answers 304. One tag for every encoding: the
 * encodings are made from these bytes, and an edge that keeps the gzip form revalidates with the tag it got.
 */
const etagOf = (bytes: Buffer) => `"${createHash("sha256").update(bytes).digest("base64url")}"`;

export function prepareJson(value: unknown): PreparedBody {
  const bytes = Buffer.from(JSON.stringify(value), "utf8");
  const etag = etagOf(bytes);
  const contentType = "application/json; charset=utf-8";
  if (bytes.length < COMPRESS_FROM_BYTES) return { contentType, bytes, etag };
  return { contentType, bytes, etag, br: brotliCompressSync(bytes, BROTLI), gzip: gzipSync(bytes) };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A server-rendered page, compressed once (on libuv's threads, off the event loop) for as long as it is kept. */
export async function prepareHtml(html: string): Promise<PreparedBody> {
  const bytes = Buffer.from(html, "utf8");
  const contentType = "text/html; charset=utf-8";
  const etag = etagOf(bytes);
  if (bytes.length < COMPRESS_FROM_BYTES) return { contentType, bytes, etag };
  const [br, gzipped] = await Promise.all([brotliAsync(bytes, BROTLI_PAGE), gzipAsync(bytes, GZIP_PAGE)]);
  return { contentType, bytes, etag, br, gzip: gzipped };
}

export const sizeOfPrepared = (body: PreparedBody): number =>
  body.bytes.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);

/**
 * Whether the request's If-None-Match names `etag` (RFC 9110 13.1.2: `*`, a list, weak comparison, so `W/"x"`
 * matches `"x"`). Only that header is read: a revalidating cache that forwards a client's `Cache-Control:
 * no-cache` still gets its 304 (the `fresh` check behind req.fresh would send the whole body again).
 */
export const ifNoneMatchHits = (req: Request, etag: string): boolean =>
  fresh({ "if-none-match": req.headers["if-none-match"] }, { etag });

/** Marks an answer whose body is already encoded as it should be: the compression middleware leaves it alone. */
export const PREPARED_LOCAL = "preparedBody";

/**
 * Sends a prepared body: 304 when the client's ETag matches, else the bytes in the
 * best encoding the client accepts (brotli before gzip, as the compression middleware
 * prefers). That middleware leaves the answer alone (create-app.ts reads PREPARED_LOCAL).
 */
export function sendPrepared(req: Request, res: Response, body: PreparedBody): void {
  res.setHeader("Content-Type", body.contentType);
  res.setHeader("ETag", body.etag);
  res.vary("Accept-Encoding");
  res.locals[PREPARED_LOCAL] = true;
  if (ifNoneMatchHits(req, body.etag)) {
    res.status(304).end();
    return;
  }
  const encoding =
    body.br && req.acceptsEncodings("br") ? "br" : body.gzip && req.acceptsEncodings("gzip") ? "gzip" : undefined;
  const bytes = encoding === "br" ? body.br : encoding === "gzip" ? body.gzip : undefined;
  if (encoding && bytes) {
    res.setHeader("Content-Encoding", encoding);
    res.send(bytes);
    return;
  }
  res.send(body.bytes);
}
