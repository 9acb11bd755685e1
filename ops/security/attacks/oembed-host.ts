/**
 * oEmbed by Host: asks /oembed about a page "on" evil.example while claiming to be evil.example (the Host
 * header), then asks again as a normal visitor. A 200 means the answer followed the Host header; a cache HIT for
 * the visitor means the edge kept that answer for everybody.
 *
 *   TARGET=http://127.0.0.1:<edge or server port> npx tsx ops/security/attacks/oembed-host.ts
 */
import { randomBytes } from "node:crypto";
import { loopbackTarget, senderFrom } from "../target";

const target = loopbackTarget();
const [location] = (await (await fetch(`${target}/api/locations`)).json()) as { id: string }[];
if (!location) throw new Error("No location to embed: is the catalog seeded?");
// A query of its own per run, so that an entry an earlier run left at the edge does not answer.
const address = `/oembed?url=${encodeURIComponent(`http://evil.example/embed/${location.id}`)}&run=${randomBytes(3).toString("hex")}`;
const sender = senderFrom(301);
const line = (who: string, r: { status: number; headers: Record<string, unknown> }) =>
  `  ${who}: ${r.status} cache=${r.headers["x-cache-status"] ?? "-"} cache-control=${r.headers["cache-control"] ?? "-"}`;
console.log(`GET ${address}`);
console.log(
  line("Host: evil.example", await sender.send("GET", `${target}${address}`, { headers: { host: "evil.example" } })),
);
console.log(
  line(
    "Host: evil.example again",
    await sender.send("GET", `${target}${address}`, { headers: { host: "evil.example" } }),
  ),
);
console.log(line("a visitor (the site's Host)", await sender.send("GET", `${target}${address}`)));
sender.close();
