/**
 * A session id in an address, in capitals: DELETE /API/ADMIN/SESSIONS/<id> (Express routes it like the
 * lower-case address). Then reads the server's log (LOG_FILE, its stdout kept in a file) for the id.
 *
 *   TARGET=http://127.0.0.1:<port> LOG_FILE=<the server's output> npx tsx ops/security/attacks/log-redaction-case.ts
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { loopbackTarget, senderFrom } from "../target";

const target = loopbackTarget();
const logFile = process.env.LOG_FILE;
if (!logFile) {
  console.error("Set LOG_FILE to the file the server's (or the fleet's) output goes to");
  process.exit(2);
}
const sender = senderFrom(501);
for (const prefix of ["/api/admin/sessions", "/API/ADMIN/SESSIONS", "/Api/Admin/Sessions"]) {
  const id = randomBytes(24).toString("base64url");
  const reply = await sender.send("DELETE", `${target}${prefix}/${id}`, { headers: { origin: target } });
  // The log line is written when the answer is sent; give a buffered logger a moment (bounded: 2 s).
  let logged = false;
  for (let i = 0; i < 20 && !logged; i++) {
    logged = readFileSync(logFile, "utf8").includes(id);
    if (!logged) await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`DELETE ${prefix}/<id>: ${reply.status}, id in the log: ${logged ? "YES (leaked)" : "no"}`);
}
sender.close();
