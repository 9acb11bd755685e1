import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApp, type TestApp, withSession } from "../support/test-app";
import { type Known, PUBLIC_CONTRACTS } from "./support/contracts";
import {
  declaredRoutes,
  describeRequest,
  FUZZ_RUNS,
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
  slug: "desk-back-pain",
  painPoint: "back pain",
  context: "at the desk",
  demographic: "office workers",
  seoTitle: "Desk back pain relief",
  seoDescription: "Short movement breaks for back pain at the desk.",
  heroHeadline: "Move your back in two minutes",
  markdown: "## Why\n\nSitting still hurts.",
};

/** Server-rendered pages cost more than API reads: fewer runs, still every route. */
const RENDERED = new Set(["GET /{*path}", "GET /pages/:slug", "GET /sitemap-:part.xml", "GET /admin/{*path}"]);

describe("fuzzing the public routes with requests generated from the shared contracts", () => {
  let t: TestApp;
  let known: Known;
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    t = await startTestApp();
    // One landing page with its poster, so the page routes and the image route have something to find.
    const session = await t.login();
    const created = await t.json(
      "/api/admin/landing-pages/manual",
      postJson(LANDING_PAGE, { "x-admin-session": session }),
    );
    expect(created.status).toBe(201);
    const social = await t.request(
      `/api/admin/landing-pages/${created.body.page.id}/regenerate-social-media`,
      withSession(session, { method: "POST" }),
    );
    expect(social.status).toBe(200);
    known = await knownValues(t);
    fingerprint = (await fingerprinter(t)).read;
  });
  afterAll(() => t.stop());

  it("when the routers are listed, then every public route has a contract here (none is left unfuzzed)", () => {
    const declared = declaredRoutes(t).filter(
      (route) => !isAdminPath(route.split(" ")[1] ?? "") || route in PUBLIC_CONTRACTS,
    );
    expect(declared.sort()).toEqual(Object.keys(PUBLIC_CONTRACTS).sort());
    expect(known.locationIds.length).toBeGreaterThan(0);
    expect(known.sharedKeys.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(PUBLIC_CONTRACTS))(
    "when %s gets generated input, then never a 5xx, every 4xx says why, and a refused request changes nothing",
    async (route) => {
      const contract = PUBLIC_CONTRACTS[route] ?? {};
      const runs = RENDERED.has(route) ? Math.max(3, Math.ceil(FUZZ_RUNS / 4)) : FUZZ_RUNS;
      const tally = statusTally(route);
      let before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, contract, known), async (request) => {
          const outcome = await send(t, request);
          tally.count(outcome.status);
          const after = await fingerprint();
          const problems = problemsWith(request, outcome, before, after);
          before = after;
          if (problems.length > 0) throw new Error(`${problems.join("; ")}\n  ${describeRequest(request, outcome)}`);
        }),
        fuzzParameters(route, runs),
      );
      tally.report();
    },
    FUZZ_TIMEOUT_MS,
  );
});
