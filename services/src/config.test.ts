import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("when NODE_ENV is production without ADMIN_TOKEN, then start is refused naming the variable", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/ADMIN_TOKEN: is required when NODE_ENV=production/);
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
});
