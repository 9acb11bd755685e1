import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/** Below this, compressing costs more than the bytes it saves (the compression middleware's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

/** A response body serialised once, with its ETag and its brotli and gzip forms, to be sent many times. */
export interface PreparedBody {
  readonly contentType: string;
  readonly bytes: Buffer;
  readonly etag: string;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

export function prepareJson(value: unknown): PreparedBody {
  const bytes = Buffer.from(JSON.stringify(value), "utf8");
  const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
  const contentType = "application/json; charset=utf-8";
  if (bytes.length < COMPRESS_FROM_BYTES) return { contentType, bytes, etag };
  return {
    contentType,
    bytes,
    etag,
    // The brotli quality the compression middleware uses for answers made per request.
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    gzip: gzipSync(bytes),
  };
}

export const sizeOfPrepared = (body: PreparedBody): number =>
  body.bytes.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);

/**
 * Sends a prepared body: 304 when the client's ETag matches, else the bytes in the
 * best encoding the client accepts (brotli before gzip, as the compression middleware
 * prefers). That middleware leaves an answer with a Content-Encoding alone.
 */
export function sendPrepared(req: Request, res: Response, body: PreparedBody): void {
  res.setHeader("Content-Type", body.contentType);
  res.setHeader("ETag", body.etag);
  res.vary("Accept-Encoding");
  if (req.fresh) {
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
