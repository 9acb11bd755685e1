import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { findRepoRoot } from "../lib/repo-root";
import type { CpuTaskTable } from "./cpu-thread";

type Input<T extends CpuTaskTable, K extends keyof T> = Parameters<T[K]>[0];
type Output<T extends CpuTaskTable, K extends keyof T> = Awaited<ReturnType<T[K]>>;

/**
 * The pool as a domain sees it: `T` is the domain's own task table (`<domain>/cpu-tasks.ts`); the pool main.ts
 * makes runs every domain's (`src/cpu-tasks.ts`).
 */
export interface CpuPool<T extends CpuTaskTable> {
  /** Runs one task in a worker thread; rejects with CpuTaskTimeout past the pool's limit. */
  run<K extends keyof T & string>(task: K, input: Input<T, K>, options?: { timeoutMs?: number }): Promise<Output<T, K>>;
  /** Ends the threads (tasks still running are rejected). */
  destroy(): Promise<void>;
}

export interface CpuPoolOptions {
  /** Worker threads at most (default: cores - 1, at least 1). */
  size?: number;
  /** A task running longer is stopped (its thread ended) and rejected. */
  timeoutMs: number;
  /** The thread entry, a module whose default export is `cpuThread(tasks)` (default: every domain's tasks). */
  workerFile?: URL;
}

/** How long a task may wait for a thread (a busy pool, a thread starting on a loaded machine) before it runs. */
const QUEUE_WAIT_MS = 120_000;

export class CpuTaskTimeout extends Error {}

export const defaultPoolSize = () => Math.max(1, availableParallelism() - 1);

/**
 * Rendering and other CPU-heavy work, off the event loop (DESIGN.md section 6:
 * the main thread only awaits). Threads start on the first task and end after a
 * minute idle, so an app that never renders pays nothing.
 */
export function createCpuPool<T extends CpuTaskTable>(options: CpuPoolOptions): CpuPool<T> {
  let pool: Piscina | undefined;
  const open = () => {
    pool ??= new Piscina({
      filename: options.workerFile?.href ?? workerFile(),
      minThreads: 0,
      maxThreads: options.size ?? defaultPoolSize(),
      idleTimeout: 60_000,
    });
    return pool;
  };
  return {
    async run<K extends keyof T & string>(
      task: K,
      input: Input<T, K>,
      runOptions: { timeoutMs?: number } = {},
    ): Promise<Output<T, K>> {
      const limitMs = runOptions.timeoutMs ?? options.timeoutMs;
      // The limit counts from when a thread starts the task: a cold thread's start (seconds when the
      // machine is loaded, more from source) or a queue is not the task's own time.
      const controller = new AbortController();
      const { port1: startedHere, port2: started } = new MessageChannel();
      let running = false;
      let timer = setTimeout(() => controller.abort(), QUEUE_WAIT_MS);
      startedHere.once("message", () => {
        running = true;
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(), limitMs);
      });
      try {
        const result = await open().run(
          { task, input, started },
          { signal: controller.signal, transferList: [started] as never },
        );
        // Buffers come back from a thread as plain Uint8Arrays.
        return (
          result instanceof Uint8Array && !Buffer.isBuffer(result)
            ? Buffer.from(result.buffer, result.byteOffset, result.byteLength)
            : result
        ) as Output<T, K>;
      } catch (error) {
        if (controller.signal.aborted)
          throw new CpuTaskTimeout(
            running
              ? `${task} took longer than ${limitMs} ms and was stopped`
              : `${task} waited more than ${QUEUE_WAIT_MS / 1000} s for a worker thread`,
          );
        throw error;
      } finally {
        clearTimeout(timer);
        startedHere.close();
      }
    },
    async destroy() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

/**
 * The thread entry (`src/cpu-tasks.ts`, every domain's tasks): compiled JavaScript beside the bundle in dist/,
 * or (tests, `npm run dev`) the TypeScript source through a small loader that brings tsx into the thread.
 */
function workerFile(): string {
  if (import.meta.url.endsWith(".ts")) return new URL("../cpu-tasks.dev.mjs", import.meta.url).href;
  // Bundled: the task module built beside this bundle (dist/main.js, the fault drills' server), else the one
  // in dist/ (dist/cli/*.js).
  const beside = new URL("./cpu-tasks.js", import.meta.url);
  if (existsSync(beside)) return beside.href;
  return pathToFileURL(join(findRepoRoot(), "services/dist/cpu-tasks.js")).href;
}
