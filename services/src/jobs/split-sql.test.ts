import { getConstructionPlans } from "pg-boss";
import { describe, expect, it } from "vitest";
import { splitSqlStatements } from "./split-sql";

describe("splitting a pg-boss script into statements", () => {
  it("when semicolons sit inside strings, identifiers, comments or dollar-quoted bodies, then they do not split", () => {
    const script = `
      BEGIN;
      SELECT 'a;b', 'it''s; fine', "odd;name" FROM t; -- a comment; still a comment
      /* block; /* nested; */ still comment */ SELECT 1;
      CREATE FUNCTION f() RETURNS void AS $$ BEGIN PERFORM 1; PERFORM 2; END; $$ LANGUAGE plpgsql;
      CREATE FUNCTION g() RETURNS text AS $body$ SELECT '$$;' $body$ LANGUAGE sql;
      COMMIT;
    `;
    expect(splitSqlStatements(script)).toEqual([
      "BEGIN",
      `SELECT 'a;b', 'it''s; fine', "odd;name" FROM t`,
      "-- a comment; still a comment\n      /* block; /* nested; */ still comment */ SELECT 1",
      "CREATE FUNCTION f() RETURNS void AS $$ BEGIN PERFORM 1; PERFORM 2; END; $$ LANGUAGE plpgsql",
      "CREATE FUNCTION g() RETURNS text AS $body$ SELECT '$$;' $body$ LANGUAGE sql",
      "COMMIT",
    ]);
  });

  it("when a statement uses $1-style placeholders, then they are not taken for dollar quotes", () => {
    expect(splitSqlStatements("SELECT $1; SELECT $2")).toEqual(["SELECT $1", "SELECT $2"]);
  });

  it("when pg-boss's own install script is split, then it is framed by its transaction", () => {
    const statements = splitSqlStatements(getConstructionPlans("pgboss"));
    expect(statements[0]).toBe("BEGIN");
    expect(statements.at(-1)).toBe("COMMIT");
    expect(statements.filter((statement) => /^CREATE FUNCTION/i.test(statement)).length).toBeGreaterThan(3);
  });
});
