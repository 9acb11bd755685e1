import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "../db/create-database";
import { tryLockFile } from "./lock-file";

const folders: string[] = [];
function lockPath(): string {
  const folder = mkdtempSync(join(tmpdir(), "mb-lock-"));
  folders.push(folder);
  return join(folder, "data.lock");
}

/** The id of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("a lock file", () => {
  it("when it is free, then it is taken with this process's id and released by removing it", () => {
    const file = lockPath();
    const release = tryLockFile(file);
    expect(typeof release).toBe("function");
    expect(existsSync(file)).toBe(true);
    if (typeof release === "function") release();
    expect(existsSync(file)).toBe(false);
  });

  it("when another live process holds it, then it is not taken and that process is named", () => {
    const file = lockPath();
    writeFileSync(file, String(process.ppid));
    expect(tryLockFile(file)).toEqual({ owner: process.ppid });
  });

  it("when its owner has died, then it is taken over", () => {
    const file = lockPath();
    writeFileSync(file, String(deadPid()));
    expect(typeof tryLockFile(file)).toBe("function");
  });

  it("when it has no id yet, then it counts as held for a few seconds, and as abandoned after", () => {
    const file = lockPath();
    writeFileSync(file, "");
    expect(tryLockFile(file)).toEqual({ owner: 0 });
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(file, minuteAgo, minuteAgo);
    expect(typeof tryLockFile(file)).toBe("function");
  });

  it("when a second server opens a PGlite folder a live process holds, then it refuses, naming the process", async () => {
    const file = lockPath();
    const dataDir = file.replace(/\.lock$/, "");
    writeFileSync(file, String(process.ppid));
    await expect(createDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
      `The database folder ${dataDir} is in use by process ${process.ppid}: run one server (or migrate, or replay) at a time`,
    );
  });
});
