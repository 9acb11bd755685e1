// Bundles the server with its workspace code (shared, migrations) into dist/;
// npm packages stay external and load from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "src/main.ts",
    "cli/migrate": "src/cli/migrate.ts",
    "cli/replay": "src/cli/replay.ts",
    // Loaded by the CPU pool's worker threads (src/workers/cpu-pool.ts).
    "cpu-tasks": "src/cpu-tasks.ts",
  },
  outdir: "dist",
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
