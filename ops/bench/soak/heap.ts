/** Heap samples of the server under soak, asked over IPC from heap-probe.mjs (after a full GC). */
import type { ChildProcess } from "node:child_process";

export interface HeapSample {
  /** Seconds since the traffic started. */
  atSeconds: number;
  /** MiB, after global.gc(). */
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  arrayBuffers: number;
  /** How long the forced full GC took in the server, ms. */
  gcMs: number;
  /** The server's CPU use since the previous sample, percent of one core. */
  cpuPercent: number;
}

interface ProbeAnswer {
  type: "heap";
  id: number;
  gcMs: number;
  cpuMs: number;
  gcAvailable: boolean;
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  arrayBuffers: number;
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 100) / 100;

export function heapProbe(child: ChildProcess) {
  let nextId = 1;
  let previous: { cpuMs: number; at: number } | undefined;
  const waiting = new Map<number, (answer: ProbeAnswer) => void>();
  child.on("message", (message: ProbeAnswer) => {
    if (message?.type !== "heap") return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  return {
    async sample(atSeconds: number): Promise<HeapSample> {
      const id = nextId++;
      const answer = await new Promise<ProbeAnswer>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error("The server did not answer the heap probe within 30 s"));
        }, 30_000);
        waiting.set(id, (a) => {
          clearTimeout(timer);
          resolve(a);
        });
        child.send({ type: "heap", id });
      });
      if (!answer.gcAvailable) throw new Error("global.gc is missing in the server: start it with --expose-gc");
      const now = performance.now();
      const cpuPercent = previous ? ((answer.cpuMs - previous.cpuMs) / (now - previous.at)) * 100 : 0;
      previous = { cpuMs: answer.cpuMs, at: now };
      return {
        atSeconds: Math.round(atSeconds),
        heapUsed: mib(answer.heapUsed),
        heapTotal: mib(answer.heapTotal),
        rss: mib(answer.rss),
        external: mib(answer.external),
        arrayBuffers: mib(answer.arrayBuffers),
        gcMs: Math.round(answer.gcMs * 10) / 10,
        cpuPercent: Math.round(cpuPercent),
      };
    },
  };
}
