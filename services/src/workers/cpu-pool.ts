import { availableParallelism } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { findRepoRoot } from "../lib/repo-root";
import type { CpuTaskName, CpuTasks } from "./cpu-tasks";

type Input<K extends CpuTaskName> = Parameters<CpuTasks[K]>[0];
type Output<K extends CpuTaskName> = Awaited<ReturnType<CpuTasks[K]>>;

export interface CpuPool {
  /** Runs one task of cpu-tasks.ts in a worker thread; rejects with CpuTaskTimeout past the pool's limit. */
  run<K extends CpuTaskName>(task: K, input: Input<K>, options?: { timeoutMs?: number }): Promise<Output<K>>;
  /** Ends the threads (tasks still running are rejected). */
  destroy(): Promise<void>;
}

export interface CpuPoolOptions {
  /** Worker threads at most (default: cores - 1, at least 1). */
  size?: number;
  /** A task running longer is stopped (its thread ended) and rejected. */
  timeoutMs: number;
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
export function createCpuPool(options: CpuPoolOptions): CpuPool {
  let pool: Piscina | undefined;
  const open = () => {
    pool ??= new Piscina({
      ...workerFile(),
      minThreads: 0,
      maxThreads: options.size ?? defaultPoolSize(),
      idleTimeout: 60_000,
    });
    return pool;
  };
  return {
    async run<K extends CpuTaskName>(
      task: K,
      input: Input<K>,
      runOptions: { timeoutMs?: number } = {},
    ): Promise<Output<K>> {
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
        ) as Output<K>;
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
 * The task module: compiled JavaScript beside the bundle in dist/, or (tests, `npm run dev`) the
 * TypeScript source through a small loader that brings tsx into the thread.
 */
function workerFile(): { filename: string } {
  if (import.meta.url.endsWith(".ts")) return { filename: new URL("./cpu-tasks.dev.mjs", import.meta.url).href };
  // Bundled: this code is inside dist/main.js or dist/cli/*.js; the task module is built to dist/cpu-tasks.js.
  return { filename: pathToFileURL(join(findRepoRoot(), "services/dist/cpu-tasks.js")).href };
}
