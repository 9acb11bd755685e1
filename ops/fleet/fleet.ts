/**
 * The fleet without Docker: N instances of the built server (services/dist/main.js) on one PostgreSQL database,
 * behind the edge (Debian's nginx, ops/edge/). Used by `npm run fleet`, the fleet test and bench:fleet; the same
 * topology as docker-compose.yml.
 *
 * Each instance keeps its port for its whole life, so that a restart (`restart()`, or `stop()` then `start()`)
 * comes back where the edge expects it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { captureOutput, freePort, productionEnv, stopChild, waitUntilReady } from "../bench/support/built-server";
import { type EdgeOptions, type RunningEdge, startEdge } from "../edge/nginx-process";
import { EDGE_DEFAULTS } from "../edge/render-config";

/** The edge's address as the instances see it: what TRUST_PROXY names, and where PURGE comes from. */
const EDGE_ADDRESS = "127.0.0.1";

export interface FleetOptions {
  repoRoot: string;
  /** The database every instance uses (it exists; the first instance migrates and seeds it). */
  databaseUrl: string;
  adminToken: string;
  /** How many app instances (default 2). */
  instances?: number;
  /** More environment for every instance (LOG_LEVEL, RATE_LIMIT_PER_CLIENT, ...). */
  env?: Readonly<Record<string, string>>;
  /** Edge settings other than its port and folders (rate limit, access log, workers). */
  edge?: Omit<EdgeOptions, "port" | "upstreams" | "purgeFrom">;
  /** The edge's port (default: a free one). */
  edgePort?: number;
  /** Each line an instance writes, with its name (npm run fleet prints them; tests keep them for errors). */
  onOutput?: (instance: string, line: string) => void;
}

export interface FleetInstance {
  name: string;
  port: number;
  origin: string;
  /** The running process, while there is one. */
  child(): ChildProcess | undefined;
  /** The last characters it wrote. */
  output(): string;
  /** Starts it (again) on its port and resolves once /readyz answers. */
  start(): Promise<void>;
  /** SIGTERM: it finishes what it has in flight (SIGKILL after 15 s). */
  stop(): Promise<void>;
  /** kill -9: no goodbye. */
  kill(): Promise<void>;
}

export interface Fleet {
  edgeUrl: string;
  edge: RunningEdge;
  instances: FleetInstance[];
  /**
   * A deploy: each instance in turn gets SIGTERM, is started again, and is given the edge's fail_timeout to be
   * taken back before the next one stops. The edge left out the stopped instance after its first refused
   * connection and does not try it again before fail_timeout has passed: stopping the next one sooner would leave
   * the edge with no instance it is willing to use (502 "no live upstreams").
   */
  rollingRestart(): Promise<void>;
  /** Stops the edge and every instance (each once, however often called). */
  stop(): Promise<void>;
}

function instance(name: string, port: number, options: FleetOptions, edgeUrl: string): FleetInstance {
  const main = join(options.repoRoot, "services/dist/main.js");
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output: () => string = () => "";
  return {
    name,
    port,
    origin,
    child: () => child,
    output: () => output(),
    async start() {
      child = spawn(process.execPath, [main], {
        cwd: options.repoRoot,
        env: {
          ...productionEnv(port),
          DATABASE_URL: options.databaseUrl,
          ADMIN_TOKEN: options.adminToken,
          // Links in pages, sitemaps and mails name the edge, which visitors use.
          SITE_URL: edgeUrl,
          TRUST_PROXY: EDGE_ADDRESS,
          HEALTH_CHECK_ADDRESSES: EDGE_ADDRESS,
          EDGE_PURGE_URL: edgeUrl,
          EDGE_PURGE_STYLE: "nginx",
          ...options.env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      output = captureOutput(child);
      const onOutput = options.onOutput;
      if (onOutput) {
        for (const stream of [child.stdout, child.stderr])
          stream?.on("data", (chunk: Buffer) => {
            for (const line of chunk.toString().split("\n")) if (line.trim()) onOutput(name, line);
          });
      }
      const started = child;
      try {
        await waitUntilReady(`${origin}/readyz`, started, output);
      } catch (error) {
        await stopChild(started);
        throw error;
      }
    },
    async stop() {
      if (child) await stopChild(child);
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGKILL");
      await exited;
    },
  };
}

/** Starts the instances one after the other (the first migrates and seeds), then the edge in front of them. */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  for (const file of ["services/dist/main.js", "web-public/dist/client/index.html"])
    if (!existsSync(join(options.repoRoot, file))) throw new Error(`Missing ${file}: run "npm run build" first`);
  const edgePort = options.edgePort ?? (await freePort());
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  const names = "abcdefghijklmnopqrstuvwxyz";
  const instances: FleetInstance[] = [];
  for (let i = 0; i < (options.instances ?? 2); i++)
    instances.push(instance(names[i] ?? `i${i}`, await freePort(), options, edgeUrl));
  let edge: RunningEdge | undefined;
  const stopAll = async () => {
    await edge?.stop();
    await Promise.all(instances.map((i) => i.stop()));
  };
  try {
    for (const i of instances) await i.start();
    edge = await startEdge({
      ...options.edge,
      port: edgePort,
      upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
      purgeFrom: [EDGE_ADDRESS],
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  if (!edge) throw new Error("unreachable: the edge started or startFleet threw");
  const settleMs = ((options.edge?.failTimeoutSeconds ?? EDGE_DEFAULTS.failTimeoutSeconds) + 0.5) * 1000;
  const rollingRestart = async () => {
    for (const i of instances) {
      await i.stop();
      await i.start();
      await new Promise((resolve) => setTimeout(resolve, settleMs));
    }
  };
  return { edgeUrl, edge, instances, rollingRestart, stop: () => (stopping ??= stopAll()) };
}
