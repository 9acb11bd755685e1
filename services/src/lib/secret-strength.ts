/**
 * The most randomness a secret can hold, in bits, from its length and the kinds of characters it uses (lowercase,
 * uppercase, digits, others), as if each character were drawn at random from those kinds. A person's password
 * holds far less than this; a token that falls short of a goal by this count cannot meet it whoever made it.
 * A secret that repeats a few characters (fewer distinct than a third of its length, or than 8) counts as 0.
 */
export function upperBoundBits(secret: string): number {
  const chars = [...secret];
  const distinct = new Set(chars).size;
  if (distinct < Math.min(8, chars.length) || distinct * 3 < chars.length) return 0;
  let pool = 0;
  if (/[a-z]/.test(secret)) pool += 26;
  if (/[A-Z]/.test(secret)) pool += 26;
  if (/[0-9]/.test(secret)) pool += 10;
  if (/[^a-zA-Z0-9]/.test(secret)) pool += 33;
  return pool === 0 ? 0 : chars.length * Math.log2(pool);
}

/** What a token that opens the admin area must hold: guessing it offline is out of reach. */
export const ADMIN_TOKEN_MIN_BITS = 128;
