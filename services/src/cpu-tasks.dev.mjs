// Loads the TypeScript task module in a worker thread when the server runs from source (tests,
// `npm run dev`): a thread does not inherit the main thread's TypeScript loader.
import { tsImport } from "tsx/esm/api";

const tasks = await tsImport("./cpu-tasks.ts", import.meta.url);
export default tasks.default.default ?? tasks.default;
