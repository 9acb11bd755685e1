/** What a benchmark result records about where it ran, so that figures from two machines are not compared blindly. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";

export interface MachineInfo {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  loadAverageAtStart: number[];
  commit: string;
}

export const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

function cpuModel(): string {
  try {
    const model = /model name\s*:\s*(.*)/.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim();
    if (model) return model;
  } catch {
    // not Linux
  }
  return os.cpus()[0]?.model.trim() ?? "unknown";
}

function git(repoRoot: string, args: string[]): string {
  try {
    return execFileSync("git", args, { cwd: repoRoot, stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "";
  }
}

/** `dirtyPaths`: the folders whose uncommitted changes would change the figures (the commit gets "+dirty"). */
export function machineInfo(repoRoot: string, dirtyPaths: readonly string[]): MachineInfo {
  const dirty = git(repoRoot, ["status", "--porcelain", "--", ...dirtyPaths]) ? "+dirty" : "";
  return {
    date: new Date().toISOString(),
    cpus: os.availableParallelism(),
    cpuModel: cpuModel(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    loadAverageAtStart: loadAverage(),
    commit: `${git(repoRoot, ["rev-parse", "--short", "HEAD"])}${dirty}`,
  };
}

/** The opening sentence of a result in the docs: the command, the machine, the time it took and the load around it. */
export function runSentence(
  command: string,
  m: MachineInfo,
  extras: readonly string[],
  durationSeconds: number,
  loadAverageAtEnd: readonly number[],
): string {
  return (
    `Run \`${command}\` on ${m.date.slice(0, 10)}: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ` +
    `${extras.map((e) => `${e}, `).join("")}commit ${m.commit}; ${durationSeconds} s; ` +
    `load average (1/5/15 min) ${m.loadAverageAtStart.join(" / ")} at the start, ${loadAverageAtEnd.join(" / ")} at the end.`
  );
}
