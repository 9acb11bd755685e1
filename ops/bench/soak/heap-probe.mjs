// Preloaded into the server under soak (node --expose-gc --import heap-probe.mjs services/dist/main.js):
// answers the parent's { type: "heap" } message, over the IPC channel, with process.memoryUsage()
// after a full garbage collection, so that what is compared is the live heap, not garbage.
// It also reports the CPU time the server has used (process.cpuUsage), to show the load was not saturation.
// Plain JavaScript: the server runs on plain node, as in production, without a TypeScript loader.

if (process.send) {
  process.on("message", (message) => {
    if (message?.type !== "heap") return;
    const cpu = process.cpuUsage();
    const start = performance.now();
    globalThis.gc?.();
    const gcMs = performance.now() - start;
    process.send?.({
      type: "heap",
      id: message.id,
      gcMs,
      gcAvailable: typeof globalThis.gc === "function",
      cpuMs: (cpu.user + cpu.system) / 1000,
      ...process.memoryUsage(),
    });
  });
  // The channel must not keep the server alive on its own: it exits on SIGTERM as usual.
  process.channel?.unref();
}
