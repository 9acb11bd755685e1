import { afterAll, beforeAll } from "vitest";
import { createDatabase, type DatabaseHandle, type DatabaseTarget } from "../../src/db/create-database";
import { createTestDatabase } from "./test-database";

/**
 * The test file's database (createTestDatabase, made before its tests and dropped after) and a second handle on
 * it, as another instance has: on PostgreSQL a pool and listener of its own; PGlite has one session, so there
 * it is the same handle. Read the fields inside tests.
 */
export function databaseOfTwoInstances(): { handle: DatabaseHandle; other: DatabaseHandle; target: DatabaseTarget } {
  const opened = {} as { handle: DatabaseHandle; other: DatabaseHandle; target: DatabaseTarget };
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const made = await createTestDatabase();
    drop = made.drop;
    opened.handle = made.handle;
    opened.target = made.target;
    opened.other = made.target.kind === "postgres" ? await createDatabase(made.target) : made.handle;
  });
  afterAll(async () => {
    if (opened.other && opened.other !== opened.handle) await opened.other.close();
    await drop();
  });
  return opened;
}
