/**
 * Splits a parameterless SQL script into its statements.
 *
 * pg-boss sends multi-statement scripts (`BEGIN; SET LOCAL ...; <work>; COMMIT`, its schema DDL with
 * plpgsql bodies) as one text, which node-postgres runs over the simple protocol. PGlite's `query()`
 * speaks only the extended protocol, one statement at a time, and the DatabaseHandle offers nothing
 * else, so on PGlite the script is split here and run statement by statement on one gate lease.
 *
 * A semicolon ends a statement only outside quoted text: '...' strings ('' escapes a quote),
 * "..." identifiers, $tag$...$tag$ bodies, -- line comments and nested block comments.
 * E'...' strings with backslash escapes are not handled (pg-boss does not send them).
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < script.length) {
    const char = script[i];
    const next = script[i + 1];
    if (char === "'" || char === '"') {
      i = skipQuoted(script, i, char);
    } else if (char === "-" && next === "-") {
      const end = script.indexOf("\n", i + 2);
      i = end === -1 ? script.length : end + 1;
    } else if (char === "/" && next === "*") {
      i = skipBlockComment(script, i);
    } else if (char === "$" && !isIdentifierChar(script[i - 1])) {
      i = skipDollarQuoted(script, i);
    } else if (char === ";") {
      pushStatement(statements, script.slice(start, i));
      start = i + 1;
      i += 1;
    } else {
      i += 1;
    }
  }
  pushStatement(statements, script.slice(start));
  return statements;
}

function pushStatement(statements: string[], text: string): void {
  const trimmed = text.trim();
  if (trimmed) statements.push(trimmed);
}

/** Returns the index just past the closing quote (a doubled quote is an escaped one). */
function skipQuoted(script: string, open: number, quote: string): number {
  let i = open + 1;
  while (i < script.length) {
    if (script[i] === quote) {
      if (script[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  return script.length;
}

function skipBlockComment(script: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < script.length) {
    if (script[i] === "/" && script[i + 1] === "*") {
      depth += 1;
      i += 2;
    } else if (script[i] === "*" && script[i + 1] === "/") {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  return script.length;
}

const DOLLAR_TAG = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/** A `$tag$` opens a body that runs to the same tag; anything else (`$1`) is an ordinary character. */
function skipDollarQuoted(script: string, open: number): number {
  const tag = DOLLAR_TAG.exec(script.slice(open, open + 64))?.[0];
  if (!tag) return open + 1;
  const close = script.indexOf(tag, open + tag.length);
  return close === -1 ? script.length : close + tag.length;
}

function isIdentifierChar(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z0-9_\u0080-\uffff]/.test(char);
}
