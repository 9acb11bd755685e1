/**
 * Attack: keep using an admin session after the operator revoked it, on another instance of the fleet. The intruder's
 * session is confirmed on instance B; the operator revokes it on instance A; the intruder then, at once, creates
 * pages through B, calls "log out everywhere else" from B (which would log the operator out), and keeps an event
 * stream open on B.
 *
 *   A=http://127.0.0.1:PORT_A B=http://127.0.0.1:PORT_B ADMIN_TOKEN=... npx tsx ops/security/attacks/revoked-session.ts
 *
 * (`npm run fleet` prints both instances' addresses.) Bounded: at most a few hundred requests and 7 s.
 */
import { LANDING_PAGE } from "../../bench/support/admin-api";
import { loopbackTarget } from "../target";

const a = loopbackTarget("A");
const b = loopbackTarget("B");
const token = process.env.ADMIN_TOKEN ?? "";
if (!token) throw new Error("Set ADMIN_TOKEN");

const logIn = async (origin: string) => {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ token }),
  });
  return ((await res.json()) as { sessionId: string }).sessionId;
};
const call = (origin: string, session: string, method: string, path: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: {
      "x-admin-session": session,
      origin,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const operator = await logIn(a);
const intruder = await logIn(b);
const mine = (await (await call(b, intruder, "GET", "/api/admin/sessions")).json()) as {
  sessions: { label: string; current: boolean }[];
};
const label = mine.sessions.find((s) => s.current)?.label;

// An event stream the intruder keeps open on B.
const stream = await fetch(`${b}/api/automation/events/stream`, {
  headers: { "x-admin-session": intruder, accept: "text/event-stream" },
});
let streamClosedAt: number | undefined;
const reading = (async () => {
  const reader = stream.body?.getReader();
  for (;;) {
    const chunk = await reader?.read().catch(() => ({ done: true }));
    if (!chunk || chunk.done) {
      streamClosedAt = performance.now();
      return;
    }
  }
})();

const revoke = await call(a, operator, "DELETE", `/api/admin/sessions/${label}`);
const revokedAt = performance.now();
console.log(`Operator revokes session ${label} on A: ${revoke.status}`);

const created: number[] = [];
for (let i = 0; i < 3; i++) {
  const slug = `revoked-session-probe-${Date.now()}-${i}`;
  created.push((await call(b, intruder, "POST", "/api/admin/landing-pages/manual", { ...LANDING_PAGE, slug })).status);
}
const others = await call(b, intruder, "POST", "/api/admin/sessions/revoke-others");
const othersMs = Math.round(performance.now() - revokedAt);
let refusedMs: number | undefined;
while (refusedMs === undefined && performance.now() - revokedAt < 6_000) {
  if ((await call(b, intruder, "GET", "/api/admin/sessions")).status === 401)
    refusedMs = Math.round(performance.now() - revokedAt);
}
// Past any instance's memory of a session (5 s before the fix): does the operator still have theirs?
while (performance.now() < revokedAt + 6_000) await new Promise((r) => setTimeout(r, 50));
const operatorAfter = (await call(a, operator, "GET", "/api/admin/sessions")).status;
void reading;

console.log(
  `Pages created through B after the revocation: ${created.filter((s) => s === 201).length} of 3 (${created.join(", ")})`,
);
console.log(`revoke-others from the revoked session on B, ${othersMs} ms after: ${others.status}`);
console.log(
  `The operator's own session afterwards: ${operatorAfter === 200 ? "still works" : `logged out (${operatorAfter})`}`,
);
console.log(`B refuses the revoked session's reads after: ${refusedMs === undefined ? "over 6 s" : `${refusedMs} ms`}`);
console.log(
  `The revoked session's event stream on B: ${
    streamClosedAt === undefined ? "still open 6 s after" : `closed ${Math.round(streamClosedAt - revokedAt)} ms after`
  }`,
);
process.exit(0);
