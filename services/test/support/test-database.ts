import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import type pg from "pg";
import { createDatabase, type DatabaseHandle, type DatabaseTarget } from "../../src/db/create-database";
import { migrateToLatest } from "../../src/db/migrate";
import { PgliteDialect } from "../../src/db/pglite-dialect";
import { SessionGate } from "../../src/db/session-gate";
import { withClient } from "../../src/db/with-client";
import { sleep } from "../../src/jobs/test-support";
import { lockFileAgeMs, tryLockFile } from "../../src/lib/lock-file";
import { findRepoRoot } from "../../src/lib/repo-root";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default,
 * or a new database on the server named by TEST_DATABASE_URL (dropped after).
 *
 * The migrations run once, not once per file (docs/decisions.md, "Test databases start from a migrated copy"):
 * PGlite loads a dump of a migrated PGlite (cached under node_modules/.cache/movebreak-test-db), PostgreSQL
 * copies a migrated template database (mb_template_<hash>). Both are keyed by a hash of the migrations,
 * the migration runner and the engine's version, so a changed migration makes a new one. The tests of
 * the migrations themselves (services/src/db/*.test.ts, the fault drills' servers) still migrate for real.
 */
export async function createTestDatabase(
  options: {
    /** PostgreSQL only: the address the handle connects to, given the database's own (a proxy in front of it). */
    connectThrough?: (url: string) => string;
  } = {},
): Promise<{
  handle: DatabaseHandle;
  target: DatabaseTarget;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const target: DatabaseTarget = { kind: "pglite", dataDir: null };
    const handle = await createDatabase(target, { pgliteSnapshot: await migratedPgliteSnapshot() });
    return { handle, target, drop: () => handle.close() };
  }
  const template = await migratedTemplate(serverUrl);
  const name = `mb_test_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (client) =>
    retryWhileInUse(() => client.query(`create database ${name} template ${template}`)),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: "postgres", url: url.toString() };
  const handle = await createDatabase(
    options.connectThrough ? { kind: "postgres", url: options.connectThrough(target.url) } : target,
  );
  return {
    handle,
    target,
    drop: async () => {
      await handle.close();
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const repoRoot = findRepoRoot();

/** What a migrated database depends on: every migration file, the runner, and the engine and kysely versions. */
function schemaHash(): string {
  const hash = createHash("sha256");
  const addFolder = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) addFolder(path);
      else
        hash
          .update(`${path.slice(repoRoot.length)}\0`)
          .update(readFileSync(path))
          .update("\0");
    }
  };
  addFolder(join(repoRoot, "migrations", "src"));
  hash.update(readFileSync(join(repoRoot, "services", "src", "db", "migrate.ts")));
  for (const name of ["@electric-sql/pglite", "kysely"]) {
    const manifest = join(repoRoot, "node_modules", name, "package.json");
    hash.update(`${name}@${existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")).version : "?"}\0`);
  }
  return hash.digest("hex").slice(0, 16);
}

let schemaHashMemo: string | undefined;
const currentSchemaHash = () => {
  schemaHashMemo ??= schemaHash();
  return schemaHashMemo;
};

/* PGlite: a dump of a migrated database in a file, made by the first test process that needs it. */

let snapshotMemo: Promise<Blob> | undefined;

function migratedPgliteSnapshot(): Promise<Blob> {
  snapshotMemo ??= loadOrMakeSnapshot().catch((error) => {
    snapshotMemo = undefined;
    throw error;
  });
  return snapshotMemo;
}

const STALE_LOCK_MS = 120_000;

async function loadOrMakeSnapshot(): Promise<Blob> {
  const folder = join(repoRoot, "node_modules", ".cache", "movebreak-test-db");
  const file = join(folder, `pglite-${currentSchemaHash()}.tar`);
  const lockFile = `${file}.lock`;
  mkdirSync(folder, { recursive: true });
  for (;;) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const lock = tryLockFile(lockFile);
    if (typeof lock !== "function") {
      // Another test process is making it: wait, unless it hangs holding the lock.
      if (lockFileAgeMs(lockFile) > STALE_LOCK_MS) rmSync(lockFile, { force: true });
      else await sleep(100);
      continue;
    }
    try {
      if (!existsSync(file)) {
        const tarball = await makeSnapshot();
        // Written aside and renamed: a reader never sees half a file.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
        renameSync(partial, file);
      }
    } finally {
      lock();
    }
  }
}

/** Migrates a new PGlite in memory the way createDatabase's handle is migrated, and dumps its data folder. */
async function makeSnapshot(): Promise<Blob> {
  const pglite = await PGlite.create();
  const db = new Kysely({ dialect: new PgliteDialect(pglite, new SessionGate()) });
  try {
    await migrateToLatest(db);
    return await pglite.dumpDataDir("none");
  } finally {
    await db.destroy();
    await pglite.close();
  }
}

/* PostgreSQL: a migrated template database, made once per server (and schema hash). */

let templateMemo: Promise<string> | undefined;

function migratedTemplate(serverUrl: string): Promise<string> {
  templateMemo ??= ensureTemplate(serverUrl).catch((error) => {
    templateMemo = undefined;
    throw error;
  });
  return templateMemo;
}

async function ensureTemplate(serverUrl: string): Promise<string> {
  const template = `mb_template_${currentSchemaHash()}`;
  const exists = async (client: pg.Client) =>
    (await client.query("select 1 from pg_database where datname = $1", [template])).rowCount === 1;
  await withClient(serverUrl, async (client) => {
    if (await exists(client)) return;
    // One test process makes it; the others wait here, then find it.
    await client.query("select pg_advisory_lock(hashtext('movebreak test template'))");
    try {
      if (!(await exists(client))) await makeTemplate(serverUrl, client, template);
    } finally {
      await client.query("select pg_advisory_unlock(hashtext('movebreak test template'))");
    }
  });
  return template;
}

/**
 * Migrates a database of its own name and renames it to the template's only once complete, so a template
 * is never half made (a test run stopped midway, or another run's process on the same server: advisory
 * locks are per database, and runs use different ones).
 */
async function makeTemplate(serverUrl: string, admin: pg.Client, template: string): Promise<void> {
  const building = `${template}_b${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${building}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const handle = await createDatabase({ kind: "postgres", url: url.toString() });
    try {
      await migrateToLatest(handle.db.withoutPlugins());
    } finally {
      await handle.close();
    }
    try {
      // The closed pool's server processes may take a moment to leave.
      await retryWhileInUse(() => admin.query(`alter database ${building} rename to ${template}`));
    } catch (error) {
      if ((error as { code?: string }).code !== "42P04") throw error; // duplicate_database: another run made it
    }
    // No one connects to it by mistake (a template must have no other session while it is copied).
    await admin.query(`alter database ${template} with is_template true allow_connections false`);
  } finally {
    await admin.query(`drop database if exists ${building} with (force)`);
  }
}

/** Retries a statement that needs a database no one else is in (55006 object_in_use), for a few seconds. */
async function retryWhileInUse<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await sleep(100);
    }
  }
}
