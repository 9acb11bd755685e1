/**
 * `npm run fleet`: two app instances on PostgreSQL behind the nginx edge, on this machine, without Docker
 * (docs/deployment.md, "Run the fleet locally"). Prints the edge's URL; Ctrl-C (SIGINT) or SIGTERM stops it all.
 *
 *   DATABASE_URL   the shared database (default postgres://postgres@127.0.0.1:5432/movebreak_fleet, made if missing)
 *   ADMIN_TOKEN    the operators' token (default: one generated for this run and printed once)
 *   FLEET_INSTANCES how many app instances (default 2); FLEET_PORT the edge's port (default: a free one)
 *   LOG_LEVEL      the instances' log level (default warn)
 */
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { edgeMissing } from "../edge/nginx-process";
import { ensureDatabase } from "./database";
import { startFleet } from "./fleet";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");
const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/movebreak_fleet";

const unset = (value: unknown) => (value === "" ? undefined : value);
const FleetEnv = z.object({
  DATABASE_URL: z.preprocess(unset, z.url().startsWith("postgres").default(DEFAULT_DATABASE_URL)),
  ADMIN_TOKEN: z.preprocess(unset, z.string().min(12, "must be at least 12 characters").optional()),
  FLEET_INSTANCES: z.preprocess(unset, z.coerce.number().int().min(1).max(8).default(2)),
  FLEET_PORT: z.preprocess(unset, z.coerce.number().int().min(1).max(65535).optional()),
  LOG_LEVEL: z.preprocess(
    unset,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("warn"),
  ),
});

const parsed = FleetEnv.safeParse(process.env);
if (!parsed.success) {
  console.error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  process.exit(1);
}
const env = parsed.data;
const missing = edgeMissing();
if (missing) {
  console.error(missing);
  process.exit(1);
}

// The database lives on a server: make it there when it is missing (the first instance migrates and seeds it).
const databaseUrl = new URL(env.DATABASE_URL);
const databaseName = decodeURIComponent(databaseUrl.pathname.slice(1));
const serverUrl = new URL(env.DATABASE_URL);
serverUrl.pathname = "/postgres";
if (await ensureDatabase(serverUrl.toString(), databaseName)) console.log(`Created database ${databaseName}`);

const adminToken = env.ADMIN_TOKEN ?? randomBytes(24).toString("base64url");
console.log(`Starting ${env.FLEET_INSTANCES} instances on ${databaseName}, then the edge...`);
const fleet = await startFleet({
  repoRoot,
  databaseUrl: env.DATABASE_URL,
  adminToken,
  instances: env.FLEET_INSTANCES,
  ...(env.FLEET_PORT ? { edgePort: env.FLEET_PORT } : {}),
  env: { LOG_LEVEL: env.LOG_LEVEL },
  onOutput: (name, line) => console.log(`[${name}] ${line}`),
});

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the edge and the instances...`);
  await fleet.stop();
  console.log("Stopped.");
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(signal));

console.log("");
for (const i of fleet.instances) console.log(`  instance ${i.name}: ${i.origin} (pid ${i.child()?.pid})`);
console.log(`  edge (nginx):  ${fleet.edgeUrl}  (logs in ${fleet.edge.dir}/logs)`);
console.log(`\nMovebreak fleet is running at ${fleet.edgeUrl}  (admin: ${fleet.edgeUrl}/admin)`);
if (!env.ADMIN_TOKEN) console.log(`Admin token (generated for this run; set ADMIN_TOKEN to choose one): ${adminToken}`);
console.log("Ctrl-C stops it all.");
