/**
 * The baseline of the HTTP benchmark: a bare Express 5 hello world (the Express the
 * services use), started by run.ts in its own process, like the server it is compared with.
 *
 *   PORT=4000 node --import tsx ops/bench/http/baseline-server.ts
 */
import express from "express";

const app = express();
app.get("/", (_req, res) => {
  res.json({ hello: "world" });
});

const port = Number(process.env.PORT ?? 0);
const server = app.listen(port, "127.0.0.1", (error?: Error) => {
  if (error) throw error;
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
