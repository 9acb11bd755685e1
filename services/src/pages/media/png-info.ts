const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, or null when `bytes` is not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 24 || !buf.subarray(0, 8).equals(SIGNATURE)) return null;
  // Signature (8), then the first chunk: length (4), type (4) "IHDR", width (4), height (4).
  if (buf.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}
