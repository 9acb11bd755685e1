import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakePinterest, startFakePinterest } from "../../../ops/fake-pinterest/fake-pinterest";
import { fakeSteps } from "../support/fake-steps";
import { pinterestEnv } from "../support/pinterest";
import { postJson, startTestApp, type TestApp, withSession } from "../support/test-app";
import { ADMIN_CONTRACTS, type Known } from "./support/contracts";
import {
  declaredRoutes,
  describeRequest,
  FUZZ_TIMEOUT_MS,
  fingerprinter,
  fuzzParameters,
  isAdminPath,
  knownValues,
  problemsWith,
  requestArbitrary,
  send,
  statusTally,
} from "./support/harness";

const LANDING_PAGE = {
  slug: "neck-pain-at-work",
  painPoint: "neck pain",
  context: "at work",
  demographic: "developers",
  seoTitle: "Neck pain at work",
  seoDescription: "Two-minute breaks for a stiff neck.",
  heroHeadline: "Loosen your neck",
  markdown: "Roll your shoulders.",
};

/**
 * The routes that start work going on after their answer (a run, a queued job) are fuzzed last,
 * and the tables that work writes (the automation's and the page jobs') are left out of their
 * "nothing changed" check: the other tables must still stay as they were when they refuse.
 */
const BACKGROUND = Object.keys(ADMIN_CONTRACTS).filter((route) => ADMIN_CONTRACTS[route]?.background);
const QUIET = Object.keys(ADMIN_CONTRACTS).filter((route) => !ADMIN_CONTRACTS[route]?.background);

describe("fuzzing the admin API, with a session, with requests generated from the shared contracts", () => {
  let fake: FakePinterest;
  let t: TestApp;
  let session: string;
  let known: Known;
  let fingerprint: () => Promise<string>;
  let backgroundFingerprint: () => Promise<string>;

  const connectPinterest = async () => {
    const connected = await t.json(
      "/api/pinterest/connect",
      postJson({ accessToken: fake.manualToken }, { "x-admin-session": session }),
    );
    expect(connected.status).toBe(200);
  };

  /** Puts back what an accepted request took away that the next requests need. */
  const restore: Record<string, () => Promise<void>> = {
    "POST /api/admin/logout": async () => {
      session = await t.login();
    },
    "POST /api/pinterest/disconnect": connectPinterest,
  };

  beforeAll(async () => {
    fake = await startFakePinterest();
    t = await startTestApp({ steps: fakeSteps().steps, env: pinterestEnv(fake) });
    session = await t.login();
    await connectPinterest();
    const created = await t.json(
      "/api/admin/landing-pages/manual",
      postJson(LANDING_PAGE, { "x-admin-session": session }),
    );
    expect(created.status).toBe(201);
    known = await knownValues(t);
    fingerprint = (await fingerprinter(t)).read;
    const automationTables = (await fingerprinter(t)).tables.filter(
      (name) => name.startsWith("automation_") || name === "page_jobs",
    );
    backgroundFingerprint = (await fingerprinter(t, automationTables)).read;
  });
  afterAll(async () => {
    await t?.stop();
    await fake?.close();
  });

  it("when the routers are listed, then every admin route has a contract here (none is left unfuzzed)", () => {
    const declared = declaredRoutes(t).filter(
      (route) =>
        isAdminPath(route.split(" ")[1] ?? "") && !["POST /api/admin/login", "GET /api/admin/session"].includes(route),
    );
    expect(declared.sort()).toEqual(Object.keys(ADMIN_CONTRACTS).sort());
    expect(known.pageIds.length).toBeGreaterThan(0);
  });

  const fuzz = async (route: string, read: () => Promise<string>) => {
    const contract = ADMIN_CONTRACTS[route] ?? {};
    const tally = statusTally(route);
    let before = await read();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route, contract, known), async (request) => {
        const outcome = await send(t, request, { "x-admin-session": session });
        tally.count(outcome.status);
        const after = await read();
        const problems = problemsWith(request, outcome, before, after);
        before = after;
        if (outcome.status < 400 && restore[route]) {
          await restore[route]();
          before = await read();
        }
        if (problems.length > 0) throw new Error(`${problems.join("; ")}\n  ${describeRequest(request, outcome)}`);
      }),
      fuzzParameters(route),
    );
    tally.report();
  };

  it.each(QUIET)(
    "when %s gets generated input, then never a 5xx, every 4xx says why, and a refused request changes nothing",
    (route) => fuzz(route, fingerprint),
    FUZZ_TIMEOUT_MS,
  );

  it.each(BACKGROUND)(
    "when %s (which starts background work) gets generated input, then never a 5xx, every 4xx says why, and a refusal changes no other table",
    (route) => fuzz(route, backgroundFingerprint),
    FUZZ_TIMEOUT_MS,
  );

  it("when the fuzzing is over, then the session still works (the fuzzer kept testing with a session)", async () => {
    expect((await t.json("/api/admin/session", withSession(session))).body.authenticated).toBe(true);
  });
});
