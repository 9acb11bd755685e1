import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./support/test-app";

describe("the server's pages, probes and shutdown", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when / is requested, then the server-rendered home page has the navigation and the Try for Free button", async () => {
    const response = await t.request("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Try for Free");
    for (const label of ["Features", "Movements", "Reviews", "Pricing", "Support"])
      expect(html).toContain(`>${label}<`);
    expect(html).toContain("<title>");
    expect(html).toContain("window.__MOVEBREAK_CONFIG__=");
  });

  it("when an unknown public path is requested, then it answers 404 with Page Not Found", async () => {
    const response = await t.request("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  it("when an admin screen is requested, then the admin app is served for its client-side route", async () => {
    for (const path of ["/admin", "/admin/login", "/admin/data-exporter"]) {
      const response = await t.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/<script[^>]+src="\/admin\/assets\//);
    }
  });

  it("when a workout clip does not exist, then /media answers a plain-text 404 (the players never ask: its workout has no clip)", async () => {
    const response = await t.request("/media/workouts/armsOnly-01.mp4");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Not found");
  });

  it("when a file is missing under any file route, then the answer says Not found and nothing of the server's paths", async () => {
    const missing = [
      "/media/workouts/armsOnly-01.mp4",
      "/media/nowhere",
      "/media/workouts/none/deeper/still.mp4",
      `/media/${"n".repeat(300)}.mp4`,
      "/media/.hidden",
      "/media/..%2f..%2fpackage.json",
      "/media/workouts/",
    ];
    for (const path of missing) {
      const response = await t.request(path);
      const text = await response.text();
      expect({ path, status: response.status, text }).toEqual({ path, status: 404, text: "Not found" });
    }
    // The other file routes: whatever they answer, no file system error and no path of the server's.
    for (const path of ["/assets/none.js", "/admin/assets/none.js", "/embed/none.js", "/images/pages/none.png"]) {
      const text = await (await t.request(path)).text();
      expect(text, path).not.toMatch(/ENOENT|ENAMETOOLONG|ENOTDIR|stat '|\/work\/|\/srv\//);
      expect(text, path).not.toContain(t.app.config.repoRoot);
    }
  });

  it("when the probes are called, then healthz and readyz answer ok with a request id on logged routes", async () => {
    expect(await t.json("/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(await t.json("/readyz")).toMatchObject({ status: 200, body: { status: "ready" } });
    const { headers } = await t.json("/api/reviews", { headers: { "x-request-id": "trace-123" } });
    expect(headers.get("x-request-id")).toBe("trace-123");
  });

  it("when the server stops while a request is being served, then that request still completes", async () => {
    const other = await startTestApp({ seed: false });
    // Stop only once the request has reached the server, however busy the machine is.
    const arrived = new Promise((resolve) => other.app.server.once("request", resolve));
    const inFlight = other.request("/api/reviews");
    await arrived;
    const stopped = other.stop();
    expect((await inFlight).status).toBe(200);
    await stopped;
    await expect(fetch(`${other.url}/healthz`)).rejects.toThrow();
  });
});
