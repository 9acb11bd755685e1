import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSource } from "../src/http/server-render/inline-scripts";
import { startTestApp, type TestApp } from "./support/test-app";

/** The policy as directive -> sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get("content-security-policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Every <script> the browser would run as code (JSON-LD is data, never executed). */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/type="application\/ld\+json"/.test(tag));
}

const PUBLIC_PAGES = ["/", "/movements", "/reviews", "/pricing", "/support", "/no/such/page"];

describe("security headers in development", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { GA_MEASUREMENT_ID: "G-TEST123" } });
  });
  afterAll(() => t.stop());

  it("when a server-rendered page is served, then its scripts run only from this origin or, inline, by their exact text's hash", async () => {
    for (const path of PUBLIC_PAGES) {
      const response = await t.request(path);
      const policy = policyOf(response);
      const scriptSources = policy.get("script-src") ?? [];
      expect(scriptSources, path).toContain("'self'");
      expect(scriptSources.join(" "), path).not.toMatch(/unsafe-inline|unsafe-eval|\*|'nonce-/);
      const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));

      const html = await response.text();
      const scripts = executableScripts(html);
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body as string);
      expect(inline.length, path).toBe(2); // the page state and gtag's setup
      // Each inline script is allowed because the policy lists its SHA-256, and the policy lists nothing else.
      expect(inline.map(hashSource).sort(), path).toEqual([...hashes].sort());
      for (const tag of scripts) {
        if (/\ssrc="\//.test(tag) || tag === "<script>") continue; // this origin's bundles; the hashed scripts
        expect(tag, path).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"');
      }
    }
  });

  it("when the same page is asked for twice, then both answers carry the same policy (nothing in it is per request)", async () => {
    const policies = await Promise.all(
      [1, 2, 3].map(async () => (await t.request("/")).headers.get("content-security-policy")),
    );
    expect(new Set(policies).size).toBe(1);
  });

  it("when Google Analytics is configured, then its tag host (and no other third party) may load scripts", async () => {
    const scriptSources = policyOf(await t.request("/")).get("script-src") ?? [];
    expect(scriptSources.filter((source) => source.startsWith("https:"))).toEqual(["https://www.googletagmanager.com"]);
  });

  it("when any page, the admin app or an API answers, then no site may frame it and types are not sniffed", async () => {
    for (const path of ["/", "/admin/login", "/api/locations", "/embed-demo", "/try/nope"]) {
      const response = await t.request(path);
      expect(policyOf(response).get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
    for (const path of ["/", "/admin/login", "/embed-demo"]) {
      expect(policyOf(await t.request(path)).get("object-src"), path).toEqual(["'none'"]);
    }
  });

  it("when an API answers, then its policy lets it load, run and frame nothing", async () => {
    for (const path of ["/api/locations", "/api/no-such-thing", "/api/automation/status"]) {
      const policy = policyOf(await t.request(path));
      expect(policy.get("default-src"), path).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(policy.has("script-src"), path).toBe(false);
    }
  });

  it("when served over plain http in development, then there is no HSTS and no upgrade of subresources", async () => {
    const response = await t.request("/");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(policyOf(response).has("upgrade-insecure-requests")).toBe(false);
  });

  it("when another site loads the player, a clip or a page image, then those answers are cross-origin readable; the rest stays same-origin", async () => {
    const player = await t.request("/embed/movebreak-player.js");
    expect(player.status).toBe(200);
    expect(player.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    for (const path of ["/media/workouts/none.mp4", "/images/pages/none.png"]) {
      expect((await t.request(path)).headers.get("cross-origin-resource-policy"), path).toBe("cross-origin");
    }
    // The players' reach beacon, sent no-cors from other sites: a same-origin answer would be blocked there.
    const beacon = await t.request("/api/reach", {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "https://blog.example" },
      body: JSON.stringify({ p: "s", e: "l", l: "armsOnly", h: "blog.example" }),
    });
    expect(beacon.status).toBe(204);
    expect(beacon.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    for (const path of ["/api/locations", "/", "/admin/login"]) {
      expect((await t.request(path)).headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
  });
});

describe("security headers in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      env: { NODE_ENV: "production", MEDIA_BASE_URL: "https://cdn.movebreak.test/media" },
    });
  });
  afterAll(() => t.stop());

  it("when anything is served, then browsers are told to use https only, for a year, subdomains included", async () => {
    for (const path of ["/", "/api/locations", "/admin/login"]) {
      const response = await t.request(path);
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
      // A page's subresources go over https; an API answer loads none.
      expect(policyOf(response).has("upgrade-insecure-requests"), path).toBe(!path.startsWith("/api/"));
    }
  });

  it("when clips come from a media CDN, then the policy lets the players load them and nothing else third-party runs", async () => {
    const policy = policyOf(await t.request("/"));
    expect(policy.get("media-src")).toContain("https://cdn.movebreak.test");
    expect(policy.get("script-src")?.filter((source) => source.startsWith("https:"))).toEqual([]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });
});
