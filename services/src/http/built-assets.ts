import { existsSync } from "node:fs";

/** Built files are named by their content hash: a browser may keep them for a year. */
export const ASSET_CACHE = { maxAge: "1y", immutable: true, index: false, redirect: false } as const;

/** The web apps are served from their builds: a missing one says how to make it. */
export function requireBuilt(file: string): void {
  if (!existsSync(file)) throw new Error(`Missing ${file}: run "npm run build" first`);
}
