/**
 * The CPU pool's thread entry (built to dist/cpu-tasks.js, loaded by workers/cpu-pool.ts): every domain's
 * task table, registered here as main.ts registers every domain's routes. A new task goes in its domain's
 * `cpu-tasks.ts`; a domain with its first tasks is added to this list.
 */
import { pageCpuTasks } from "./pages/cpu-tasks";
import { shareImageCpuTasks } from "./share-images/cpu-tasks";
import { cpuThread } from "./workers/cpu-thread";

export const cpuTasks = { ...pageCpuTasks, ...shareImageCpuTasks };

export type CpuTasks = typeof cpuTasks;

export default cpuThread(cpuTasks);
