/** services/build.mjs: bundles entry points (name → source file) the way dist/ is built. */
export function bundleServer(entryPoints: Record<string, string>, outdir: string): Promise<void>;
