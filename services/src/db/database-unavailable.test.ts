import { describe, expect, it } from "vitest";
import { toJobQueueError } from "../jobs/queue-error";
import { databaseHealth } from "./database-health";
import { isDatabaseUnavailable } from "./database-unavailable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["08006 connection_failure", withCode("08006")],
    ["08001 unable to connect", withCode("08001")],
    ["57P01 admin_shutdown", withCode("57P01", "terminating connection due to administrator command")],
    ["57P02 crash_shutdown", withCode("57P02")],
    ["57P03 cannot_connect_now", withCode("57P03", "the database system is starting up")],
    ["53300 too_many_connections", withCode("53300")],
    ["ECONNREFUSED", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["ECONNRESET", withCode("ECONNRESET", "read ECONNRESET")],
    ["EPIPE", withCode("EPIPE", "write EPIPE")],
    ["ETIMEDOUT", withCode("ETIMEDOUT")],
    ["a connection that ended", new Error("Connection terminated unexpectedly")],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a connect that timed out", new Error("Connection terminated due to connection timeout")],
    ["a ROLLBACK on a dead client", new Error("Client has encountered a connection error and is not queryable")],
    ["a cause that is one", new Error("query failed", { cause: withCode("ECONNRESET") })],
    ["an AggregateError of refused addresses", new AggregateError([withCode("ECONNREFUSED")], "connect failed")],
    ["pg-boss's copy of one", toJobQueueError({ message: "Connection terminated unexpectedly (Queue: x)" })],
  ])("when the error is %s, then it is", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["a syntax error", withCode("42601")],
    ["a serialization failure", withCode("40001")],
    ["a statement timeout", withCode("57014", "canceling statement due to statement timeout")],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "Connection terminated"],
    ["nothing", undefined],
  ])("when the error is %s, then it is not", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("databaseHealth", () => {
  it("when many failures and successes come, then an outage is told once when it starts and once when it ends", () => {
    const health = databaseHealth();
    const told: string[] = [];
    health.onChange((change) => told.push(change.state));

    expect(health.failed(new TypeError("a bug"))).toBe(false);
    health.succeeded();
    for (let i = 0; i < 5; i++) expect(health.failed(withCode("ECONNREFUSED"))).toBe(true);
    expect(health.available).toBe(false);
    health.succeeded();
    health.succeeded();

    expect(told).toEqual(["unavailable", "available"]);
    expect(health.available).toBe(true);
  });

  it("when a listener throws, then whoever reported the failure does not", () => {
    const health = databaseHealth();
    health.onChange(() => {
      throw new Error("logger broke");
    });
    expect(health.failed(withCode("EPIPE"))).toBe(true);
  });
});
