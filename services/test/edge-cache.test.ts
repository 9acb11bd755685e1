import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_LANDING_PAGE } from "./support/landing-page-fixture";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

// Issue 32: public pages an edge cache (nginx, a CDN) may keep, and the purge hook that tells it what a write changed.

interface Recorded {
  method: string;
  url: string;
  body: string;
}

/** A stand-in edge: records each purge request it gets, answers 200 (or 404 for an address it never held). */
async function purgeRecorder(): Promise<{
  url: string;
  calls: Recorded[];
  /** Resolves once `count` requests in all have arrived. */
  received(count: number): Promise<Recorded[]>;
  close(): Promise<void>;
}> {
  const calls: Recorded[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      calls.push({ method: req.method ?? "", url: req.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
      res.statusCode = req.url?.includes("never-cached") ? 404 : 200;
      res.end();
      for (const wait of waiting.filter((w) => calls.length >= w.count)) wait.resolve();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    async received(count) {
      if (calls.length < count) await new Promise<void>((resolve) => waiting.push({ count, resolve }));
      return calls.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const page = { slug: "neck-rolls-for-coders", ...SAMPLE_LANDING_PAGE };
const renderedNow = (response: Response) => (response.headers.get("server-timing") ?? "").startsWith("render");

describe("public pages for shared caches (purge style: keys)", () => {
  let t: TestApp;
  let session: string;
  let edge: Awaited<ReturnType<typeof purgeRecorder>>;
  let locationSlug: string;
  let pageId: number;
  beforeAll(async () => {
    edge = await purgeRecorder();
    t = await startTestApp({
      env: { EDGE_PURGE_URL: `${edge.url}/purge`, EDGE_S_MAXAGE: "30", EDGE_STALE_WHILE_REVALIDATE: "120" },
    });
    session = await t.login();
    const [location] = await t.app.database.db.selectFrom("locations").select("slug").limit(1).execute();
    locationSlug = location?.slug as string;
  });
  afterAll(async () => {
    await t.stop();
    await edge.close();
  });

  it("when a page is asked for twice, and again after a write made it render anew, then every answer is the same bytes with the same strong ETag", async () => {
    const path = `/movements/${locationSlug}`;
    const first = await t.request(path);
    const second = await t.request(path);
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(await second.text()).toBe(firstHtml);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(second.headers.get("etag")).toBe(etag);
    // Any write empties the caches: the next answer is a new render, and still the same bytes (nothing per request).
    const created = await t.json("/api/admin/landing-pages/manual", withSession(session, postJson(page)));
    expect(created.status).toBe(201);
    pageId = created.body.page.id;
    const third = await t.request(path, { headers: { "accept-encoding": "gzip" } });
    expect(renderedNow(third)).toBe(true);
    expect(third.headers.get("etag")).toBe(etag);
    expect(third.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes the gzip as a browser does.
    expect(await third.text()).toBe(firstHtml);
  });

  it("when a client revalidates with the page's ETag, in any form RFC 9110 allows, then it gets 304 with no body", async () => {
    const etag = (await t.request("/pricing")).headers.get("etag") as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, "*"]) {
      // A revalidating edge may forward its client's Cache-Control: no-cache: the answer is still a 304.
      const extras: Record<string, string>[] = [{}, { "cache-control": "no-cache" }, { "accept-encoding": "gzip, br" }];
      for (const extra of extras) {
        const response = await t.request("/pricing", { headers: { "if-none-match": ifNoneMatch, ...extra } });
        expect({ ifNoneMatch, extra, status: response.status }).toEqual({ ifNoneMatch, extra, status: 304 });
        expect(await response.text()).toBe("");
        expect(response.headers.get("etag")).toBe(etag);
        expect(response.headers.get("cache-control")).toMatch(/s-maxage=30/);
      }
    }
    const changed = await t.request("/pricing", { headers: { "if-none-match": '"not-this-page"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("</html>");
  });

  it("when a public page is served, then shared caches may keep it (configured s-maxage) and it names what it shows", async () => {
    const cases = [
      ["/", "public"],
      ["/movements", "public"],
      [`/movements/${locationSlug}`, `public location:${locationSlug}`],
      [`/locations/${locationSlug}`, `public location:${locationSlug}`],
      [`/pages/${page.slug}`, `public page:${page.slug}`],
    ] as const;
    for (const [path, keys] of cases) {
      const response = await t.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get("cache-control"), path).toBe(
        "public, max-age=0, s-maxage=30, stale-while-revalidate=120",
      );
      expect(response.headers.get("surrogate-key"), path).toBe(keys);
      expect(response.headers.get("cache-tag"), path).toBe(keys.replace(/ /g, ","));
    }
    // A 404 is kept too (a flood of unknown addresses reaches the app once a minute), never served stale, and
    // tagged with the page it would be, so the write that creates that page purges it.
    const missing = await t.request("/pages/not-written-yet");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(missing.headers.get("surrogate-key")).toBe("public page:not-written-yet");
    const sitemap = await t.request("/sitemap.xml");
    expect(sitemap.headers.get("surrogate-key")).toBe("public pages");
  });

  it("when an operator's page or answer is served, then nothing may keep it", async () => {
    for (const path of ["/admin/login", "/admin/pages", "/api/admin/landing-pages"]) {
      const response = await t.request(path, withSession(session));
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("surrogate-key"), path).toBeNull();
    }
  });

  it("when a landing page is edited or locations are imported, then the edge is asked once per write to purge what changed", async () => {
    // The page's creation (the first test) was purged once; every purge after it is this test's.
    await edge.received(1);
    const before = edge.calls.length;
    expect(before).toBe(1);
    const edited = await t.json(
      `/api/admin/landing-pages/${pageId}`,
      withSession(session, { ...postJson({ ...page, heroHeadline: "Necks first" }), method: "PUT" }),
    );
    expect(edited.status).toBe(200);
    const [purge] = (await edge.received(before + 1)).slice(before);
    expect(purge?.method).toBe("POST");
    expect(purge?.url).toBe("/purge");
    expect(JSON.parse(purge?.body ?? "")).toEqual({
      keys: [`page:${page.slug}`, "pages"],
      paths: [`/pages/${page.slug}`, "/sitemap.xml"],
    });

    const exported = (await t.json("/api/admin/export-locations", withSession(session))).body;
    const imported = await t.json(
      "/api/admin/import-locations",
      withSession(session, postJson({ data: exported.data, clearExisting: false })),
    );
    expect(imported.status).toBe(200);
    const [everything] = (await edge.received(before + 2)).slice(before + 1);
    const body = JSON.parse(everything?.body ?? "") as { keys: string[]; paths: string[] };
    expect(body.keys).toEqual(["public"]);
    // Every public address: the home page and its alias, both addresses of each location, the pages, the sitemap.
    for (const path of ["/", "/index-3", "/pricing", `/movements/${locationSlug}`, `/locations/${locationSlug}`]) {
      expect(body.paths).toContain(path);
    }
    expect(body.paths).toContain(`/pages/${page.slug}`);
    expect(body.paths).toContain("/sitemap.xml");
  });
});

describe("the purge hook, nginx style", () => {
  let t: TestApp;
  let session: string;
  let edge: Awaited<ReturnType<typeof purgeRecorder>>;
  const warnings: string[] = [];
  let warned: () => void = () => {};
  beforeAll(async () => {
    edge = await purgeRecorder();
    t = await startTestApp({
      seed: false,
      env: { EDGE_PURGE_URL: `${edge.url}/purge/`, EDGE_PURGE_STYLE: "nginx", LOG_LEVEL: "warn" },
      logDestination: {
        write(line: string) {
          if (!line.includes("Edge purge failed")) return;
          warnings.push(line);
          warned();
        },
      },
    });
    session = await t.login();
  });
  afterAll(async () => {
    await t.stop();
    await edge.close();
  });

  it("when a landing page is created, then each of its addresses and the sitemap get a PURGE", async () => {
    const slug = "never-cached-wrist-page";
    const created = await t.json("/api/admin/landing-pages/manual", withSession(session, postJson({ ...page, slug })));
    expect(created.status).toBe(201);
    const calls = await edge.received(2);
    expect(calls.map(({ method, url }) => `${method} ${url}`).sort()).toEqual([
      `PURGE /purge/pages/${slug}`,
      "PURGE /purge/sitemap.xml",
    ]);
    // The page was never cached (the recorder answers 404 as nginx's purge does): that is no failure.
    expect(warnings).toEqual([]);
  });

  it("when the edge is down, then the edit still succeeds and the failed purge is logged at warn, without secrets", async () => {
    await edge.close();
    const logged = new Promise<void>((resolve) => {
      warned = resolve;
    });
    const created = await t.json(
      "/api/admin/landing-pages/manual",
      withSession(session, postJson({ ...page, slug: "purged-while-edge-down" })),
    );
    expect(created.status).toBe(201);
    await logged;
    const line = JSON.parse(warnings[0] as string) as Record<string, unknown>;
    expect(line.level).toBe(40);
    expect(line.edge).toBe(edge.url);
    expect(line.code).toBe("ECONNREFUSED");
    expect(JSON.stringify(line)).not.toContain(session);
    // The server is fine and shows the page.
    expect((await t.request("/pages/purged-while-edge-down")).status).toBe(200);
  });
});
