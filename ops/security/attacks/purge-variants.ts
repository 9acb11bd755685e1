/**
 * One purge, many addresses: makes a page, has the edge keep it under several spellings of its address
 * (?utm_source=x, a bare ?, %73 for its first letter), edits the page (the app then PURGEs the page's path), and
 * reads every spelling again: an old headline means that spelling outlived the purge.
 *
 *   TARGET=http://127.0.0.1:<edge port> ADMIN_TOKEN=<the fleet's> npx tsx ops/security/attacks/purge-variants.ts
 */
import { randomBytes } from "node:crypto";
import { LANDING_PAGE } from "../../bench/support/admin-api";
import { adminHeaders, loopbackTarget, senderFrom } from "../target";

const target = loopbackTarget();
const admin = await adminHeaders(target);
if (!admin) {
  console.error("Set ADMIN_TOKEN (the fleet prints it): the purge follows an operator's edit");
  process.exit(2);
}
const slug = `stale-probe-${randomBytes(3).toString("hex")}`;
const json = { ...admin, "content-type": "application/json" };
const created = await fetch(`${target}/api/admin/landing-pages/manual`, {
  method: "POST",
  headers: json,
  body: JSON.stringify({ ...LANDING_PAGE, slug }),
});
const { page } = (await created.json()) as { page: { id: string } };
const path = `/pages/${slug}`;
const variants = [path, `${path}?utm_source=x`, `${path}?`, `/pages/%73${slug.slice(1)}`];
// Sent as written (fetch would drop the bare "?"); a redirect is followed once, as a browser would.
const sender = senderFrom(701);
const read = async (address: string): Promise<string> => {
  const res = await sender.send("GET", `${target}${address}`);
  const location = res.headers.location;
  if (res.status === 301 && location) return `301 -> ${await read(location)}`;
  const headline = res.body.includes(LANDING_PAGE.heroHeadline)
    ? "old"
    : res.body.includes("Edited headline")
      ? "new"
      : "?";
  return `${res.status} ${res.headers["x-cache-status"] ?? "-"} ${headline}`;
};
for (const address of variants) await read(address);
console.log(`Kept by the edge: ${JSON.stringify(await Promise.all(variants.map(read)))}`);

await fetch(`${target}/api/admin/landing-pages/${page.id}`, {
  method: "PUT",
  headers: json,
  body: JSON.stringify({ ...LANDING_PAGE, slug, heroHeadline: "Edited headline" }),
});
// The purge follows the commit: wait (at most 5 s) until the page's own address shows the edit.
for (let i = 0; i < 50 && !(await read(path)).endsWith("new"); i++) await new Promise((r) => setTimeout(r, 100));
const after = await Promise.all(variants.map(async (address) => `${address} -> ${await read(address)}`));
console.log("After the edit (status, cache, headline):");
for (const line of after) console.log(`  ${line}`);
console.log(
  `Spellings still serving the old page: ${after.filter((line) => line.endsWith("old")).length} of ${variants.length}`,
);
sender.close();
