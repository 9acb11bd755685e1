// A pool thread entry that takes 1.5 s to start, for the pool's test of when a task's limit starts counting.
import { tsImport } from "tsx/esm/api";

await new Promise((resolve) => setTimeout(resolve, 1500));
const { cpuThread } = await tsImport("../cpu-thread.ts", import.meta.url);
export default cpuThread({ echo: (input) => input });
