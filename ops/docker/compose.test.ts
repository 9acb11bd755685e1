import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = new URL("../../", import.meta.url);
const compose = parse(readFileSync(new URL("docker-compose.yml", root), "utf8"));

describe("docker-compose.yml", () => {
  it("when parsed, then it names PostgreSQL 16 and the app, built from the Dockerfile under ops/", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "postgres"]);
    expect(compose.services.postgres.image).toBe("postgres:16");
    expect(existsSync(new URL(compose.services.app.build.dockerfile, root))).toBe(true);
  });

  it("when the app starts, then it waits for a healthy PostgreSQL and points DATABASE_URL at it, in production mode", () => {
    const app = compose.services.app;
    expect(app.depends_on.postgres.condition).toBe("service_healthy");
    expect(new URL(app.environment.DATABASE_URL).hostname).toBe("postgres");
    expect(app.environment.NODE_ENV).toBe("production");
    expect(app.environment.ADMIN_TOKEN).toMatch(/^\$\{ADMIN_TOKEN:\?/);
  });
});
