/**
 * The two sides of the Lighthouse benchmark: the built server (services/dist/main.js,
 * a fresh data directory, its own port) with one landing page published so that
 * /pages/{slug} exists, and the baseline, a minimal static page served by a bare
 * node:http server in this process.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningSite {
  origin: string;
  stop(): Promise<void>;
}

const ADMIN_TOKEN = "lighthouse-bench-admin-token";

/** A free loopback port, asked from the system (the app then listens on it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitUntilReady(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${origin}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within 60 s:\n${output()}`);
}

/** Starts `node services/dist/main.js` as production runs it, on 127.0.0.1 with an empty PGlite database. */
export async function startBuiltServer(repoRoot: string): Promise<RunningSite> {
  const main = join(repoRoot, "services/dist/main.js");
  for (const file of [main, join(repoRoot, "web-public/dist/client/index.html")]) {
    if (!existsSync(file)) throw new Error(`Missing ${file}: run "npm run build" first`);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "mb-lighthouse-"));
  let log = "";
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(origin, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** A landing page as an operator writes one in the Page Manager (admin API POST /api/admin/landing-pages/manual). */
const LANDING_PAGE = {
  slug: "lighthouse-desk-stretches-for-developers",
  painPoint: "stiff neck",
  context: "long coding sessions",
  demographic: "software developers",
  seoTitle: "Desk Stretches for Developers | Movebreak",
  seoDescription:
    "Five desk stretches that undo a long coding session: neck, shoulders, wrists, hips and back, two minutes each, no equipment.",
  seoKeywords: "desk stretches, developer health, neck pain, office exercises",
  heroHeadline: "Desk Stretches for Developers Who Forget to Move",
  heroSubheadline: "Two minutes between commits keeps your neck, wrists and back out of trouble.",
  markdown: [
    "Hours at a keyboard leave the same marks on nearly everyone: a forward head, rounded shoulders, tight wrists and hips that forget how to extend.",
    "",
    "## Why short breaks work",
    "",
    "Muscles held in one position stiffen within half an hour. A short movement break every 30 to 45 minutes resets them before stiffness turns into pain.",
    "",
    "## Five stretches for your desk",
    "",
    "1. **Chin tucks**: draw your chin straight back, hold for five seconds, repeat ten times.",
    "2. **Shoulder rolls**: ten slow circles backwards, then ten forwards.",
    "3. **Wrist flexor stretch**: arm straight, palm up, gently pull the fingers back for twenty seconds a side.",
    "4. **Seated figure four**: ankle over the opposite knee, lean forward with a long back.",
    "5. **Standing back extension**: hands on your hips, lean back gently, breathe out.",
    "",
    "## Make it a habit",
    "",
    "Tie each break to something that already happens, such as a build, a test run or a merged pull request, and it stops depending on willpower.",
  ].join("\n"),
};

/** Logs in with the admin token and creates the landing page; returns its public path. */
export async function publishLandingPage(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: ADMIN_TOKEN }),
  });
  if (!login.ok) throw new Error(`Admin login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const created = await fetch(`${origin}/api/admin/landing-pages/manual`, {
    method: "POST",
    // A session-cookie request must come from the site itself (the server checks Origin).
    headers: { "content-type": "application/json", cookie, origin },
    body: JSON.stringify(LANDING_PAGE),
  });
  if (created.status !== 201)
    throw new Error(`Creating the landing page failed: ${created.status} ${await created.text()}`);
  const path = `/pages/${LANDING_PAGE.slug}`;
  const page = await fetch(`${origin}${path}`);
  if (!page.ok) throw new Error(`${path} answered ${page.status} after it was created`);
  return path;
}

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
