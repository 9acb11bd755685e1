// Builds the apps once when their output is missing, so `npm install && npm start`
// and `npm test` work from a fresh clone without a separate build step.

import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The player script is named after the brand slug (shared/src/brand.ts); plain Node cannot import that .ts file.
const slug = /slug:\s*"([^"]+)"/.exec(readFileSync(`${root}/shared/src/brand.ts`, "utf8"))?.[1];
const outputs = [
  "web-public/dist/client/index.html",
  "web-public/dist/server/entry-server.js",
  // The embeddable player (web-public/embed), bundled on its own by the web-public build.
  `web-public/dist/embed/${slug}-player.js`,
  "web-admin/dist/index.html",
  "services/dist/main.js",
  "services/dist/cpu-tasks.js",
];
const missing = outputs.filter((file) => !existsSync(`${root}/${file}`));
if (missing.length > 0 && existsSync(`${root}/node_modules/.bin/vite`)) {
  console.log(`Building (missing: ${missing.join(", ")})`);
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
