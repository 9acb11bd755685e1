import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A document compressed once around the places each response fills in (its CSP nonce):
 * every segment is raw DEFLATE ending at a full flush (byte-aligned, no reference back
 * into an earlier segment), the last one final. A response is then the cached segments
 * with the filled-in text between them as stored blocks, in one gzip member: no
 * compression per response, and the nonce is still each response's own.
 */
export interface SegmentedGzip {
  /** The uncompressed bytes of each segment (for the gzip trailer's CRC-32 and length). */
  readonly raw: readonly Buffer[];
  readonly deflated: readonly Buffer[];
}

export function segmentGzip(parts: readonly string[]): SegmentedGzip {
  const raw = parts.map((part) => Buffer.from(part, "utf8"));
  const deflated = raw.map((bytes, index) =>
    deflateRawSync(bytes, {
      // Paid once per cached page, not per response: the smallest output.
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: index === raw.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    }),
  );
  return { raw, deflated };
}

export const sizeOfSegmented = (doc: SegmentedGzip): number =>
  doc.raw.reduce((sum, bytes) => sum + bytes.length, 0) + doc.deflated.reduce((sum, bytes) => sum + bytes.length, 0);

// RFC 1952: magic, DEFLATE, no flags, no modification time, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
const MAX_STORED = 0xffff;

/** RFC 1951 3.2.4: a non-final stored block (starting on a byte boundary, as a full flush leaves it). */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED) throw new RangeError("A stored block holds at most 65,535 bytes");
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), then padding to the byte
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The gzip form of the segments joined by `insert` (what `parts.join(insert)` would compress to). */
export function gzipJoined(doc: SegmentedGzip, insert: string): Buffer {
  const filler = Buffer.from(insert, "utf8");
  const stored = storedBlock(filler);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  // An empty buffer is skipped: after zlib has read it, Node's crc32 answers 0 for it instead of the running value.
  const add = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    crc = crc32(bytes, crc);
    length += bytes.length;
  };
  doc.raw.forEach((raw, index) => {
    if (index > 0) {
      chunks.push(stored);
      add(filler);
    }
    chunks.push(doc.deflated[index] as Buffer);
    add(raw);
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
