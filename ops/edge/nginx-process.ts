/**
 * Debian's nginx in a child process with its own prefix folder (config, cache, logs, temp files, the limiter
 * socket): `nginx -p <dir> -c nginx.conf -g "daemon off;"`. The folder is removed on stop.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { captureOutput } from "../bench/support/built-server";
import { type EdgeConfig, renderEdgeConfig } from "./render-config";

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const PURGE_MODULE = "/usr/lib/nginx/modules/ngx_http_cache_purge_module.so";

export interface RunningEdge {
  url: string;
  child: ChildProcess;
  /** The prefix folder (logs/access.log, logs/error.log). */
  dir: string;
  output(): string;
  stop(): Promise<void>;
}

/** Why the edge cannot start here, or undefined when nginx and the purge module are installed. */
export function edgeMissing(): string | undefined {
  for (const file of [NGINX, PURGE_MODULE])
    if (!existsSync(file)) return `${file} is missing: apt-get install -y nginx libnginx-mod-http-cache-purge`;
  return undefined;
}

/** Resolves once `port` on 127.0.0.1 accepts a connection; throws when the child exits or after 10 s. */
async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(true));
      socket.once("error", () => resolve(false));
      socket.once("connect", () => socket.destroy());
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port} within 10 s:\n${output()}`);
}

/** The worker processes of nginx's master (they outlive a master that is killed with SIGKILL). */
function childrenOf(pid: number | undefined): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export interface EdgeOptions extends Omit<EdgeConfig, "listen" | "cacheDir" | "limiterSocket" | "user"> {
  /** The port on 127.0.0.1 visitors use. */
  port: number;
}

export async function startEdge(options: EdgeOptions): Promise<RunningEdge> {
  const missing = edgeMissing();
  if (missing) throw new Error(missing);
  const { port, ...config } = options;
  const dir = mkdtempSync(join(tmpdir(), "mb-edge-"));
  for (const sub of ["logs", "tmp", "cache"]) mkdirSync(join(dir, sub));
  writeFileSync(
    join(dir, "nginx.conf"),
    renderEdgeConfig({
      ...config,
      listen: `127.0.0.1:${port}`,
      cacheDir: join(dir, "cache"),
      limiterSocket: join(dir, "limiter.sock"),
      user: userInfo().username,
    }),
  );
  const child = spawn(NGINX, ["-p", dir, "-c", "nginx.conf", "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = captureOutput(child);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const workers = childrenOf(child.pid);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        // SIGQUIT: the workers finish the requests they have, then the master exits.
        child.kill("SIGQUIT");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGKILL");
          // Workers outlive a master killed this way.
          for (const pid of workers) {
            try {
              process.kill(pid, "SIGKILL");
            } catch {
              // already gone
            }
          }
        }
      }
      rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  };
  try {
    await waitForPort(port, child, () => `${output()}\n${readLog(dir)}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, child, dir, output: () => `${output()}\n${readLog(dir)}`, stop };
}

function readLog(dir: string): string {
  try {
    return readFileSync(join(dir, "logs/error.log"), "utf8").slice(-10_000);
  } catch {
    return "";
  }
}
