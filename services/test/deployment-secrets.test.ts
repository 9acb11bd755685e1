import { createHmac } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDeploymentSecrets, rotateDeploymentSecret } from "../src/db/deployment-secrets";
import { purposeKeys } from "../src/lib/purpose-keys";
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from "./support/test-app";

/** The proof the frame page /embed/armsOnly writes for the page framing it. */
async function frameProof(t: TestApp, referer: string): Promise<string | undefined> {
  const response = await t.request("/embed/armsOnly", { headers: { referer } });
  const config = /<script type="application\/json" id="[^"]+-frame">([^<]*)<\/script>/.exec(await response.text());
  return JSON.parse(config?.[1] ?? "{}").hostProof;
}

describe("the deployment's secret: made once, shared through the database, rotated without downtime", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 180_000);
  afterAll(() => t.stop());

  it("when anyone fetches a frame page, then its host proof is keyed by the deployment's secret, not the admin token: a right guess of the token does not reproduce it", async () => {
    const proof = await frameProof(t, "https://blog.example/post");
    expect(proof).toMatch(/^[\w-]{22}$/);
    // What an attacker would compute for a guess (the old derivation), even with the right token.
    const keyFromToken = createHmac("sha256", TEST_ADMIN_TOKEN).update("movebreak reach: frame host proof v1").digest();
    expect(createHmac("sha256", keyFromToken).update("blog.example").digest("base64url").slice(0, 22)).not.toBe(proof);
    // The deployment's secret, read from the database, does.
    const keys = purposeKeys(() => []);
    expect(keys.verify("frame-host-proof", "blog.example", proof)).toBe(false);
    const stored = await readDeploymentSecrets(t.app.database.db);
    expect(purposeKeys(() => stored).verify("frame-host-proof", "blog.example", proof)).toBe(true);
  });

  it("when it is read again (another instance starting), then it is the same secret", async () => {
    const first = await readDeploymentSecrets(t.app.database.db);
    const again = await Promise.all([1, 2, 3].map(() => readDeploymentSecrets(t.app.database.db)));
    for (const secrets of again)
      expect(secrets.map((s) => s.toString("hex"))).toEqual(first.map((s) => s.toString("hex")));
    expect(first).toHaveLength(1);
    expect(first[0]).toHaveLength(32);
  });

  it("when the secret is rotated, then the old one signs until the new one's time, both verify, and the old one is deleted when it retires", async () => {
    const db = t.app.database.db;
    const [old] = await readDeploymentSecrets(db);
    const proofBefore = purposeKeys(() => [old as Buffer]).sign("frame-host-proof", "blog.example");
    const { signsFrom, previousRetireAt } = await rotateDeploymentSecret(t.app.database);
    expect(previousRetireAt?.getTime()).toBeGreaterThan(signsFrom.getTime());

    // Until the new secret's time, the old one signs (an instance that has not loaded the new one yet agrees).
    const during = await readDeploymentSecrets(db);
    expect(during).toHaveLength(2);
    expect(during[0]?.equals(old as Buffer)).toBe(true);
    const newest = during[1] as Buffer;

    // Its time has come: the new one signs, and what the old one signed still verifies.
    await sql`update deployment_secrets set signs_from = now() - interval '1 second' where retire_at is null`.execute(
      db,
    );
    const after = await readDeploymentSecrets(db);
    expect(after[0]?.equals(newest)).toBe(true);
    expect(purposeKeys(() => after).verify("frame-host-proof", "blog.example", proofBefore)).toBe(true);

    // The old one's day is over: deleted, and what it signed no longer verifies.
    await sql`update deployment_secrets set retire_at = now() - interval '1 second' where retire_at is not null`.execute(
      db,
    );
    const retired = await readDeploymentSecrets(db);
    expect(retired.map((s) => s.toString("hex"))).toEqual([newest.toString("hex")]);
    expect(purposeKeys(() => retired).verify("frame-host-proof", "blog.example", proofBefore)).toBe(false);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from deployment_secrets`.execute(db);
    expect(rows[0]?.n).toBe(1);
  });
});
