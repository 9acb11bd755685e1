// Runs the fake Pinterest on loopback for trying the OAuth flow locally and for the e2e journeys:
//   npm run fake:pinterest                    (port 3941)
//   npm run fake:pinterest -- --port 4000 --access-ttl 120
import { parseArgs } from "node:util";
import { startFakePinterest } from "./fake-pinterest";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.FAKE_PINTEREST_PORT ?? "3941" },
    "access-ttl": { type: "string" },
  },
});

const fake = await startFakePinterest({
  port: Number(values.port),
  ...(values["access-ttl"] ? { accessTokenTtlSeconds: Number(values["access-ttl"]) } : {}),
});

console.log(`Fake Pinterest listening on ${fake.url}

Start Movebreak against it (any 32-byte key; this one is only for trying):
  PINTEREST_APP_ID=${fake.appId} PINTEREST_APP_SECRET=${fake.appSecret} \\
  PINTEREST_API_BASE_URL=${fake.url} PINTEREST_OAUTH_BASE_URL=${fake.url}/oauth/ \\
  PINTEREST_TOKEN_KEY=$(openssl rand -hex 32) npm start

Token for the manual form: ${fake.manualToken}
Knobs: POST ${fake.url}/__fake/expire-access-tokens | /__fake/force-401?on=true|false | /__fake/fail-pin-creation?on=true|false | /__fake/reset
`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
