import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("when NODE_ENV is production without ADMIN_TOKEN, then start is refused naming the variable", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/ADMIN_TOKEN: is required when NODE_ENV=production/);
  });

  it("when a test asks for a slow step, then it names the step and time; production and a bad form are refused", () => {
    expect(loadConfig({ AUTOMATION_SLOW_STEP: "draft_content=6000" }).automation.slowStep).toEqual({
      step: "draft_content",
      ms: 6000,
    });
    expect(loadConfig({}).automation.slowStep).toBeUndefined();
    expect(() => loadConfig({ AUTOMATION_SLOW_STEP: "nap=10" })).toThrow(/AUTOMATION_SLOW_STEP: must be step_name=/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", ADMIN_TOKEN: "kY3v9QmZr2Lx8TwB5nHc4Jd", AUTOMATION_SLOW_STEP: "publish=1" }),
    ).toThrow(/AUTOMATION_SLOW_STEP: is for tests only/);
  });

  it("when production gets an ADMIN_TOKEN that cannot hold 128 random bits, then start is refused with how to make one, unless the operator says so", () => {
    const production =
      (ADMIN_TOKEN: string, more: Record<string, string> = {}) =>
      () =>
        loadConfig({ NODE_ENV: "production", ADMIN_TOKEN, ...more });
    const refused = /ADMIN_TOKEN: is weaker than 128 bits of randomness; make one with `openssl rand -base64 32`/;
    // A 23-character token from a word list, a long repeat, a short mixed one: all refused.
    expect(production("correcthorsebatterystap")).toThrow(refused);
    expect(production("abcabcabcabcabcabcabcabcabcabcabcabc")).toThrow(refused);
    expect(production("Tr0ub4dor&3-x")).toThrow(refused);
    // What `openssl rand -base64 32`, `-hex 16` and the development generator make: accepted.
    expect(production("q0Jx3v1m8Zc6E2rT9pYhLw4sKd7Nf5GbUaXoRiVe+Q0=")).not.toThrow();
    expect(production("3f9a1c7e5b2d8f4061a9c3e7d5b1f2a8")).not.toThrow();
    expect(loadConfig({ NODE_ENV: "production", ADMIN_TOKEN: loadConfig({}).adminToken }).adminToken).toHaveLength(32);
    // The override, for an operator who knows what they are doing.
    expect(production("correcthorsebatterystap", { ADMIN_TOKEN_ALLOW_WEAK: "true" })).not.toThrow();
    // Development and tests start with any 12+ character token.
    expect(() => loadConfig({ ADMIN_TOKEN: "correcthorsebatterystap" })).not.toThrow();
  });

  it("when ADMIN_LOGIN_ADDRESSES lists addresses and subnets, then they are read; anything else fails at start", () => {
    expect(loadConfig({ ADMIN_LOGIN_ADDRESSES: "203.0.113.7, 2001:db8::/64" }).adminLoginAddresses).toEqual([
      { address: "203.0.113.7", family: "ipv4" },
      { address: "2001:db8::", family: "ipv6", prefix: 64 },
    ]);
    expect(() => loadConfig({ ADMIN_LOGIN_ADDRESSES: "the office" })).toThrow(/ADMIN_LOGIN_ADDRESSES: must be a comma/);
  });

  it("when a variable is malformed, then the error names it", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT:/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL:/);
    expect(() => loadConfig({ ADMIN_TOKEN: "short" })).toThrow(/ADMIN_TOKEN: must be at least 12 characters/);
  });

  it("when development has no ADMIN_TOKEN, then a strong token is generated and flagged for printing", () => {
    const config = loadConfig({});
    expect(config.adminTokenGenerated).toBe(true);
    expect(config.adminToken.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).adminToken).not.toBe(config.adminToken);
  });

  it("when nothing is set, then the embedded database under ./data and the local site address are used", () => {
    const config = loadConfig({ PORT: "4000" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.siteUrl).toBe("http://localhost:4000");
    expect(config.mediaBaseUrl).toBe("http://localhost:4000/media");
  });

  it("when Pinterest is not set up, then the defaults point at Pinterest and no key means the integration is off", () => {
    const { pinterest } = loadConfig({ PORT: "4000" });
    expect(pinterest.tokenKey).toBeUndefined();
    expect(pinterest.app).toBeUndefined();
    expect(pinterest.redirectUri).toBe("http://localhost:4000/admin");
    expect(pinterest.apiBaseUrl).toBe("https://api.pinterest.com");
    expect(pinterest.oauthBaseUrl).toBe("https://www.pinterest.com/oauth/");
  });

  it("when PINTEREST_TOKEN_KEY is 32 bytes in hex or base64, then it is the key; anything else is refused by name", () => {
    const hex = "ab".repeat(32);
    expect(loadConfig({ PINTEREST_TOKEN_KEY: hex }).pinterest.tokenKey?.toString("hex")).toBe(hex);
    const base64 = Buffer.alloc(32, 7).toString("base64");
    expect(loadConfig({ PINTEREST_TOKEN_KEY: base64 }).pinterest.tokenKey).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ PINTEREST_TOKEN_KEY: "too-short" })).toThrow(/PINTEREST_TOKEN_KEY: must be 32 bytes/);
    expect(() => loadConfig({ PINTEREST_TOKEN_KEY: Buffer.alloc(16).toString("hex") })).toThrow(/PINTEREST_TOKEN_KEY/);
    expect(() => loadConfig({ PINTEREST_APP_ID: "only-the-id" })).toThrow(/PINTEREST_APP_ID \/ PINTEREST_APP_SECRET/);
  });

  it("when TRUST_PROXY is a hop count, true/false or proxy addresses, then Express gets that; anything else stops the start naming it", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::1" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::1",
    ]);
    expect(loadConfig({}).trustProxy).toBeUndefined();
    for (const bad of ["banana", "10.0.0.0/33", "1.2.3"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be true, false, a hop count/);
    }
  });

  it("when HEALTH_CHECK_ADDRESSES lists addresses and subnets, then they are read; anything else fails at start", () => {
    expect(loadConfig({ HEALTH_CHECK_ADDRESSES: "10.0.0.0/8, 127.0.0.1, ::1" }).healthCheckAddresses).toEqual([
      { address: "10.0.0.0", family: "ipv4", prefix: 8 },
      { address: "127.0.0.1", family: "ipv4" },
      { address: "::1", family: "ipv6" },
    ]);
    expect(loadConfig({}).healthCheckAddresses).toEqual([]);
    for (const bad of ["load-balancer", "10.0.0.0/33", "10.0.0.1/8/1"]) {
      expect(() => loadConfig({ HEALTH_CHECK_ADDRESSES: bad })).toThrow(
        /HEALTH_CHECK_ADDRESSES: must be a comma-separated/,
      );
    }
  });

  it("when the edge variables are unset, then pages are kept 60 s (600 s stale) and nothing is purged; bad values stop the start", () => {
    expect(loadConfig({}).edge).toEqual({
      cache: { sMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 },
      purge: undefined,
    });
    const set = loadConfig({
      EDGE_S_MAXAGE: "30",
      EDGE_STALE_WHILE_REVALIDATE: "0",
      EDGE_PURGE_URL: "http://127.0.0.1:8080/purge/",
      EDGE_PURGE_STYLE: "nginx",
    }).edge;
    expect(set).toEqual({
      cache: { sMaxAgeSeconds: 30, staleWhileRevalidateSeconds: 0 },
      purge: { url: "http://127.0.0.1:8080/purge", style: "nginx" },
    });
    expect(loadConfig({ EDGE_PURGE_URL: "https://cdn-adapter.example/purge" }).edge.purge?.style).toBe("keys");
    expect(() => loadConfig({ EDGE_S_MAXAGE: "-1" })).toThrow(/EDGE_S_MAXAGE/);
    expect(() => loadConfig({ EDGE_PURGE_URL: "ftp://edge/purge" })).toThrow(
      /EDGE_PURGE_URL: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ EDGE_PURGE_STYLE: "varnish" })).toThrow(/EDGE_PURGE_STYLE/);
  });
});
