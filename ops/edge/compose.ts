/**
 * The edge of docker-compose.yml: the same template as `npm run fleet`, with the compose network's fixed
 * addresses (nginx resolves upstream names once at start, so the instances get fixed addresses, not names).
 * ops/edge/compose/nginx.conf is this rendered; ops/docker/compose.test.ts fails when the two differ.
 *
 *   npx tsx ops/edge/compose.ts     # writes ops/edge/compose/nginx.conf again
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type EdgeConfig, renderEdgeConfig } from "./render-config";

export const COMPOSE_RENDERED_PATH = join(dirname(fileURLToPath(import.meta.url)), "compose/nginx.conf");

/** The compose network (docker-compose.yml, networks.fleet) and who has which address on it. */
export const COMPOSE_NETWORK = {
  subnet: "172.28.0.0/24",
  edge: "172.28.0.10",
  instances: ["172.28.0.11", "172.28.0.12"],
  appPort: 3000,
} as const;

export const COMPOSE_EDGE: EdgeConfig = {
  listen: "80",
  upstreams: COMPOSE_NETWORK.instances.map((address) => `${address}:${COMPOSE_NETWORK.appPort}`),
  purgeFrom: COMPOSE_NETWORK.instances,
  cacheDir: "/var/cache/movebreak-edge",
  limiterSocket: "/run/movebreak-edge-limiter.sock",
  accessLog: "/dev/stdout edge",
  errorLog: "stderr warn",
  user: "www-data",
};

export const renderComposeEdge = () => renderEdgeConfig(COMPOSE_EDGE);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(COMPOSE_RENDERED_PATH, renderComposeEdge());
  console.log(`wrote ${COMPOSE_RENDERED_PATH}`);
}
