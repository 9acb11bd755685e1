import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { COMPOSE_EDGE, COMPOSE_NETWORK, COMPOSE_RENDERED_PATH, renderComposeEdge } from "../edge/compose";

const root = new URL("../../", import.meta.url);
// merge: the two instances share their settings through a YAML merge key (<<: *app).
const compose = parse(readFileSync(new URL("docker-compose.yml", root), "utf8"), { merge: true });
const instances = ["app-a", "app-b"].map((name) => compose.services[name]);
const addressOf = (service: { networks: { fleet: { ipv4_address: string } } }) => service.networks.fleet.ipv4_address;

describe("docker-compose.yml", () => {
  it("when parsed, then it names PostgreSQL 16, two app instances built from the Dockerfile under ops/, and the edge", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app-a", "app-b", "edge", "postgres"]);
    expect(compose.services.postgres.image).toBe("postgres:16");
    for (const service of [...instances, compose.services.edge])
      expect(existsSync(new URL(service.build.dockerfile, root))).toBe(true);
  });

  it("when an instance starts, then it waits for a healthy PostgreSQL and points DATABASE_URL at it, in production mode", () => {
    for (const app of instances) {
      expect(app.depends_on.postgres.condition).toBe("service_healthy");
      expect(new URL(app.environment.DATABASE_URL).hostname).toBe("postgres");
      expect(app.environment.NODE_ENV).toBe("production");
      expect(app.environment.ADMIN_TOKEN).toMatch(/^\$\{ADMIN_TOKEN:\?/);
    }
  });

  it("when visitors come through the edge, then the instances trust only the edge's address and send their purges to it", () => {
    expect(addressOf(compose.services.edge)).toBe(COMPOSE_NETWORK.edge);
    expect(compose.networks.fleet.ipam.config[0].subnet).toBe(COMPOSE_NETWORK.subnet);
    expect(instances.map(addressOf)).toEqual(COMPOSE_NETWORK.instances);
    for (const app of instances) {
      expect(app.environment.TRUST_PROXY).toBe(COMPOSE_NETWORK.edge);
      expect(new URL(app.environment.EDGE_PURGE_URL).hostname).toBe(COMPOSE_NETWORK.edge);
      expect(app.environment.EDGE_PURGE_STYLE).toBe("nginx");
      expect(app.environment.PORT).toBe(String(COMPOSE_NETWORK.appPort));
    }
    expect(compose.services.edge.ports).toEqual([`3000:${COMPOSE_EDGE.listen}`]);
  });

  it("when the edge's template changes, then the compose copy of its config is rendered again (npx tsx ops/edge/compose.ts)", () => {
    expect(readFileSync(COMPOSE_RENDERED_PATH, "utf8")).toBe(renderComposeEdge());
  });
});
