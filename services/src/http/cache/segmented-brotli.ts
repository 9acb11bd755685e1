import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { brotliDecompressSync, constants, createBrotliCompress } from "node:zlib";

/**
 * The brotli form of a document compressed once around the places each response fills in (its CSP nonce),
 * as segmented-gzip.ts does for gzip. Brotli has no stored block that a compressor's later output ignores,
 * so this works the other way round: the whole document is compressed in one stream with a placeholder of
 * the filler's exact length in each place, flushed (byte-aligned) before and after it, and the placeholder's
 * output is dropped. A response puts an uncompressed meta-block with its own filler there instead: the
 * decoder's output has the same length at the same positions, so every later distance still points where
 * the compressor meant. This holds because, at quality 4, literals use one context (the bytes before a
 * segment do not matter), and because the placeholder is control characters no page has, so no later copy
 * reaches into it and it is written as literals (no distance kept from it). Each document is checked once
 * against random fillers before it is used: a document for which that would not hold gets no brotli form.
 */
export interface SegmentedBrotli {
  /** The compressed segments; between two, the filler goes as an uncompressed meta-block. */
  readonly segments: readonly Buffer[];
  /** The filler's length in bytes (the placeholder's, as the compressor saw it). */
  readonly fillerBytes: number;
}

/** Brotli quality 4 (the compression middleware's): below 5, literals are coded without context. */
const QUALITY = 4;
/** Bytes that never occur in a rendered page (C0 controls other than tab, newline and carriage return). */
const CONTROLS = [
  1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
];

/** The segments of `parts` for fillers of `fillerBytes` bytes; undefined when they cannot be made or checked. */
export async function segmentBrotli(
  parts: readonly string[],
  fillerBytes: number,
): Promise<SegmentedBrotli | undefined> {
  if (fillerBytes < 1 || fillerBytes > 65_536) return undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    const doc = await compress(parts, fillerBytes);
    if (checked(doc, parts)) return doc;
  }
  return undefined;
}

/** One brotli stream, flushed before and after each placeholder; the output between flushes is one segment. */
async function compress(parts: readonly string[], fillerBytes: number): Promise<SegmentedBrotli> {
  const engine = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY } });
  const output: Buffer[] = [];
  engine.on("data", (chunk: Buffer) => output.push(chunk));
  const ended = once(engine, "end");
  const take = () => Buffer.concat(output.splice(0));
  const flushed = (bytes: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      engine.write(bytes, (error) => {
        if (error) reject(error);
      });
      // The flush's callback runs once its output was pushed; the next turn has every 'data' event.
      engine.flush(constants.BROTLI_OPERATION_FLUSH, () => setImmediate(() => resolve(take())));
    });
  const segments: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    // The placeholder's own output is dropped: the response's uncompressed meta-block takes its place.
    if (index > 0) await flushed(placeholder(fillerBytes));
    if (index < parts.length - 1) segments.push(await flushed(Buffer.from(part, "utf8")));
  }
  engine.end(Buffer.from(parts.at(-1) ?? "", "utf8"));
  await ended;
  segments.push(take());
  return { segments, fillerBytes };
}

/** Random control bytes: two places' placeholders share no run of 4 a compressor could copy. */
function placeholder(length: number): Buffer {
  const random = randomBytes(length);
  return Buffer.from(random.map((byte) => CONTROLS[byte % CONTROLS.length] as number));
}

function checked(doc: SegmentedBrotli, parts: readonly string[]): boolean {
  for (let i = 0; i < 2; i++) {
    const filler = randomBytes(doc.fillerBytes).toString("base64").slice(0, doc.fillerBytes);
    const joined = brotliJoined(doc, filler);
    try {
      if (!joined || !brotliDecompressSync(joined).equals(Buffer.from(parts.join(filler), "utf8"))) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** RFC 7932 9.2: ISLAST 0, MNIBBLES 4, MLEN-1, ISUNCOMPRESSED 1, then zero bits to the byte boundary. */
function uncompressedHeader(length: number): Buffer {
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

/** The brotli form of the segments joined by `filler`; undefined when its length is not the one compressed for. */
export function brotliJoined(doc: SegmentedBrotli, filler: string): Buffer | undefined {
  const bytes = Buffer.from(filler, "utf8");
  if (bytes.length !== doc.fillerBytes) return undefined;
  const block = Buffer.concat([uncompressedHeader(bytes.length), bytes]);
  const chunks: Buffer[] = [];
  doc.segments.forEach((segment, index) => {
    if (index > 0) chunks.push(block);
    chunks.push(segment);
  });
  return Buffer.concat(chunks);
}

export const sizeOfSegmentedBrotli = (doc: SegmentedBrotli): number =>
  doc.segments.reduce((sum, bytes) => sum + bytes.length, 0);
