import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/test-database";
import type { DatabaseHandle } from "../../db/create-database";
import { consoleLog } from "./console-lines";
import { SNAPSHOT_COLUMNS } from "./periodic-snapshots";
import type { Row } from "./read-model";
import { copyRows, copySourceOf, copyText, writeChange } from "./table-writer";

const AWKWARD = [
  "tab\there",
  "new\nline and carriage\rreturn",
  "back\\slash, \\N and \\t as text",
  "quotes \" ' and ünïcode ✓ 🚀",
  "",
  "\\",
];

function consoleRow(id: number, message: string): Row<"automationConsole"> {
  return {
    id,
    timestamp: "2027-03-01T10:00:00.123Z",
    level: "warn",
    step: id % 2 === 0 ? null : "draft_content",
    stepNumber: id % 2 === 0 ? null : 4,
    message,
    executionTime: id % 3 === 0 ? null : id * 7,
    runId: `run-${id}`,
  };
}

describe("the rebuild's COPY writer", () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it("when rows are encoded, then tabs, line ends and backslashes are escaped and null is \\N", () => {
    const text = copyText(
      ["a", "b", "c"],
      [
        { a: "x\ty", b: null, c: 3 },
        { a: "a\\b\nc\rd", b: "", c: undefined },
      ],
    );
    expect(text).toBe("x\\ty\t\\N\t3\na\\\\b\\nc\\rd\t\t\\N\n");
  });

  it("when awkward text is copied, then the table holds exactly what the live INSERT writes", async () => {
    const read = async () =>
      (await handle.db.selectFrom("automationConsole").selectAll().orderBy("id").execute()).map((row) => ({
        ...row,
        timestamp: new Date(row.timestamp).toISOString(),
      }));
    const rows = AWKWARD.map((message, i) => consoleRow(i + 1, message));
    await handle.db.transaction().execute((trx) => writeChange(trx, "automationConsole", { type: "insert", rows }));
    const inserted = await read();
    await handle.db.deleteFrom("automationConsole").execute();

    await handle.db.transaction().execute(async (trx) => {
      await copyRows(trx, await copySourceOf(trx), "automationConsole", consoleLog.columns, rows);
    });
    expect(await read()).toEqual(inserted);
    expect(inserted.map((row) => row.message)).toEqual(AWKWARD);
  });

  it("when a jsonb column holds JSON with escapes, then it is stored as the same JSON", async () => {
    const snapshot = JSON.stringify({ value: { lifecycle: "running" }, context: { note: 'a\tb\nc\\d "e"' } });
    await handle.db.transaction().execute(async (trx) => {
      await copyRows(trx, await copySourceOf(trx), "automationSnapshots", SNAPSHOT_COLUMNS, [
        { streamId: "s-copy", version: 1000, seq: 1234, snapshot },
      ]);
    });
    const { rows } = await sql<{
      snapshot: unknown;
    }>`select snapshot from automation_snapshots where stream_id = 's-copy'`.execute(handle.db);
    expect(rows[0]?.snapshot).toEqual(JSON.parse(snapshot));
  });

  it("when a COPY fails, then the error reaches the caller and the transaction rolls back", async () => {
    const row = consoleRow(999, "duplicate");
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await copyRows(trx, await copySourceOf(trx), "automationConsole", consoleLog.columns, [row, row]);
      }),
    ).rejects.toThrow(/duplicate key/);
    // The connection is usable afterwards.
    expect(await handle.db.selectFrom("automationConsole").select("id").where("id", "=", 999).execute()).toEqual([]);
  });
});
