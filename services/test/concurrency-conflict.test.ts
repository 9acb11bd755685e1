import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HandleCommand } from "../src/automation/command-handler";
import { automationRoutes } from "../src/automation/routes";
import type { Database } from "../src/db/schema";
import type { AppendSignal } from "../src/event-store/append-signal";
import { ConcurrencyError } from "../src/event-store/event-store";
import { errorHandler } from "../src/http/error-handler";
import { systemClock } from "../src/lib/clock";
import { fakeSteps } from "./support/fake-steps";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

/** Issue 31, item 4: a write that loses every optimistic-concurrency retry says so, as a 409 the operator can act on. */
const CONFLICT = { error: "Another change came first; try again" };

describe("a command whose every optimistic-concurrency retry lost", () => {
  let server: Server;
  let base: string;
  const attempts: string[] = [];

  beforeAll(async () => {
    // The real routes and the real error handler, with a command handler that always finds the stream moved on
    // (as the command handler does once its retries run out).
    const handle: HandleCommand = async (command) => {
      attempts.push(typeof command === "function" ? "built in the transaction" : command.type);
      throw new ConcurrencyError("automation", 41);
    };
    const unused = () => {
      throw new Error("not used by commands");
    };
    const app = express();
    app.use(express.json());
    app.use(
      "/api/automation",
      automationRoutes({
        db: {} as Kysely<Database>,
        handle,
        clock: systemClock,
        rebuild: unused,
        readState: unused,
        appended: {} as AppendSignal,
      }),
    );
    app.use(errorHandler());
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ["POST", "/start", undefined],
    ["POST", "/pause", undefined],
    ["PUT", "/interval", { minutes: 5 }],
    ["DELETE", "/logs", undefined],
  ])(
    "when %s %s conflicts, then it answers 409 'Another change came first; try again', not 500",
    async (method, path, body) => {
      const response = await fetch(`${base}/api/automation${path}`, {
        method,
        ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(CONFLICT);
      expect(attempts.length).toBeGreaterThan(0);
    },
  );
});

describe("120 simultaneous automation commands on a real server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      steps: fakeSteps(() => "hang").steps,
      env: { AUTOMATION_MINUTE_MS: "200", AUTOMATION_STEP_TIMEOUT_MS: "20000" },
    });
  });
  afterAll(() => t.stop());

  it("when they all change the interval of a running automation at once, then none answers 500, each is either stored (200) or a 409 that says to try again, and every 200 is an event", async () => {
    const session = await t.login();
    expect((await t.json("/api/automation/start", withSession(session, { method: "POST" }))).status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        t.json(
          "/api/automation/interval",
          withSession(session, {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ minutes: i + 1 }),
          }),
        ),
      ),
    );

    const outcomes = answers.map(({ status, body }) =>
      status === 200
        ? "stored"
        : status === 409 && body?.error === CONFLICT.error
          ? "conflict"
          : `${status} ${JSON.stringify(body)}`,
    );
    expect(outcomes.filter((outcome) => outcome !== "stored" && outcome !== "conflict")).toEqual([]);
    const stored = await t.app.database.db
      .selectFrom("automationEvents")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("type", "=", "IntervalChanged")
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(outcomes.filter((outcome) => outcome === "stored").length);
  });
});
