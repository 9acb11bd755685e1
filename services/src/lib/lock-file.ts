import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";

/**
 * Takes a lock file that holds this process's id (created exclusively, so two processes never both have it).
 * Returns its release, or `{ owner }` while another live process holds it. A lock whose owner has died, or
 * that this same process left behind, is taken over; one without an id counts as held for a few seconds
 * (another process has just created it), then as left by a process that died before writing it.
 */
export function tryLockFile(file: string): (() => void) | { owner: number } {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = ownerOf(file);
      if (owner === undefined) continue; // released meanwhile
      const held = owner === 0 ? lockFileAgeMs(file) < UNWRITTEN_LOCK_MS : owner !== process.pid && isAlive(owner);
      if (held) return { owner };
      rmSync(file, { force: true });
    }
  }
  return { owner: ownerOf(file) ?? 0 };
}

const UNWRITTEN_LOCK_MS = 5_000;

/** How long ago a lock file was written (0 once it is gone). */
export function lockFileAgeMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The id in a lock file: 0 while it is being written, undefined once it is gone. */
function ownerOf(file: string): number | undefined {
  try {
    const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
    return owner > 0 ? owner : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
