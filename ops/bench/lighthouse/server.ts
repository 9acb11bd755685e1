/**
 * The baseline of the Lighthouse benchmark: a minimal static page served by a bare
 * node:http server in this process. The built server it is compared with is started by
 * ../support/built-server.ts, and its landing page published by ../support/admin-api.ts.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RunningSite } from "../support/built-server";

/**
 * The baseline: the smallest page that can score 100 everywhere (language, title,
 * description, viewport, one heading and paragraph, robots.txt, no script), served
 * without compression or caching headers by a bare node:http server in this process.
 */
export const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Baseline page</title>
    <meta name="description" content="A minimal static page: the baseline of the Lighthouse benchmark.">
    <link rel="icon" href="data:,">
  </head>
  <body>
    <main>
      <h1>Baseline page</h1>
      <p>A minimal static page, served by a bare node:http server in the benchmark's own process.</p>
    </main>
  </body>
</html>
`;

export async function startBaseline(): Promise<RunningSite> {
  const server: Server = createServer((req, res) => {
    if (req.url === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
      return;
    }
    if (req.url === "/" || req.url?.startsWith("/?")) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(BASELINE_HTML);
      return;
    }
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
