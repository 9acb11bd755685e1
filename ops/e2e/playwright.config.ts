import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789";
const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${port}`;
/** The fake Pinterest (ops/fake-pinterest) the admin journeys connect to, on loopback. */
export const FAKE_PINTEREST_URL = `http://127.0.0.1:${Number(process.env.E2E_PINTEREST_PORT ?? 3941)}`;
const repoRoot = join(import.meta.dirname, "../..");

// Debian's chromium, never a downloaded browser; the flags keep it off the (closed) network.
export default defineConfig({
  testDir: ".",
  testMatch: "*.e2e.ts",
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
    trace: "off",
  },
  webServer: [
    {
      command: `node --import tsx ops/fake-pinterest/main.ts --port ${new URL(FAKE_PINTEREST_URL).port}`,
      cwd: repoRoot,
      url: `${FAKE_PINTEREST_URL}/__fake/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: "node services/dist/main.js",
      cwd: repoRoot,
      url: `${baseURL}/readyz`,
      timeout: 90_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        DATA_DIR: mkdtempSync(join(tmpdir(), "movebreak-e2e-")),
        LOG_LEVEL: "warn",
        // Every journey's browser shares 127.0.0.1, like an office behind one address: a higher budget.
        RATE_LIMIT_PER_CLIENT: "3000",
        // A "minute" of the automation's interval lasts 1 s, so the default 2-minute wait between runs
        // is 2 s and the admin journeys watch whole runs; a stuck step fails after 20 s instead of 5 min.
        // Nothing else reads these, and the automation runs only while a journey has started it.
        AUTOMATION_MINUTE_MS: "1000",
        AUTOMATION_STEP_TIMEOUT_MS: "20000",
        // Step 4 of the automation's runs waits 6 s more (tests only), so the dashboard, polled every 5 s, is
        // seen mid-run; the queue's generations run at full speed.
        AUTOMATION_SLOW_STEP: "draft_content=6000",
        // Pinterest against the fake; the key is a fixed test key, good for nothing else.
        PINTEREST_APP_ID: "fake-app-id",
        PINTEREST_APP_SECRET: "fake-app-secret",
        PINTEREST_API_BASE_URL: FAKE_PINTEREST_URL,
        PINTEREST_OAUTH_BASE_URL: `${FAKE_PINTEREST_URL}/oauth/`,
        PINTEREST_REDIRECT_URI: `${baseURL}/admin`,
        PINTEREST_TOKEN_KEY: "e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0",
      },
    },
  ],
});
