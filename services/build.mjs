// Bundles the server with its workspace code (shared, migrations) into dist/;
// npm packages stay external and load from node_modules at run time.
import { build } from "esbuild";

/**
 * Bundles entry points the way dist/ is built. `outdir` must be inside the repository: the external packages
 * resolve from the node_modules above it. The fault drills bundle their server with it (test/faults/fault-harness.ts).
 */
export async function bundleServer(entryPoints, outdir) {
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    sourcemap: true,
    logLevel: "warning",
    plugins: [
      {
        name: "external-packages",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@movebreak/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

if (import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  await bundleServer(
    {
      main: "src/cli/serve.ts",
      "cli/migrate": "src/cli/migrate.ts",
      "cli/replay": "src/cli/replay.ts",
      "cli/rotate-secret": "src/cli/rotate-secret.ts",
      // Loaded by the CPU pool's worker threads (src/workers/cpu-pool.ts).
      "cpu-tasks": "src/cpu-tasks.ts",
    },
    "dist",
  );
}
