import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { decodeTokenKey } from "../config";

/** Where the generated development key is kept, beside the embedded database. */
export const DEVELOPMENT_KEY_FILE = "pinterest-token.key";

/**
 * The key that encrypts stored Pinterest tokens when PINTEREST_TOKEN_KEY is not set, in development
 * only: made once and kept in the data folder (readable by this user alone), so `npm start` shows the
 * Pinterest screen ready to connect and tokens stay readable across restarts. Production never uses it.
 */
export function developmentTokenKey(dataDir: string): Buffer {
  const file = join(dataDir, DEVELOPMENT_KEY_FILE);
  try {
    const key = decodeTokenKey(readFileSync(file, "utf8").trim());
    if (key) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const hex = randomBytes(32).toString("hex");
  // "wx": two processes starting at once cannot overwrite each other's key.
  try {
    writeFileSync(file, `${hex}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return developmentTokenKey(dataDir);
    throw error;
  }
  return Buffer.from(hex, "hex");
}
