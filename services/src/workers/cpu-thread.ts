/**
 * What a pool thread runs: the thread entry (`src/cpu-tasks.ts`) lists each domain's task table and
 * hands it to `cpuThread`. Every task is pure (inputs in, bytes or numbers out) and must stay so: a
 * thread has no database, logger or config.
 */
import { setPriority } from "node:os";
import { isMainThread, type MessagePort } from "node:worker_threads";

/** A table of tasks, each taking one structured-cloneable argument (a domain's `cpu-tasks.ts`). */
export type CpuTaskTable = Record<string, (input: never) => unknown>;

/**
 * A pool thread runs below the event loop's priority: on a busy machine the kernel gives the CPU to the thread
 * that answers requests first, and the renders use what is left (Linux keeps a nice value per thread, and
 * `setPriority(0, ...)` sets the calling thread's). Nothing is lost where it cannot be lowered.
 */
export const CPU_THREAD_NICE = 10;
if (!isMainThread) {
  try {
    setPriority(0, CPU_THREAD_NICE);
  } catch {
    // not permitted here: the thread keeps the process's priority
  }
}

/** What a thread runs for each message: the pool sends `{ task, input, started }` and times the task from `started`. */
export function cpuThread(tasks: CpuTaskTable) {
  return ({ task, input, started }: { task: string; input: never; started?: MessagePort }): unknown => {
    started?.postMessage("started");
    started?.close();
    const run = tasks[task];
    if (!run) throw new Error(`${task} is not a CPU task`);
    return run(input);
  };
}
