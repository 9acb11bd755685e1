/**
 * Path patterns in React Router's syntax, as far as the public site uses it: literal segments, `:name`,
 * and `:name?` as the last segment. A path matches the way React Router's matchPath({ end: true })
 * matches it: not case-sensitive, trailing slashes allowed. The server matches with this (shared/ has
 * no React), the browser with React Router itself; web-public/src/app/routes.test.tsx checks they agree.
 */

interface CompiledPattern {
  regex: RegExp;
  names: string[];
}

const compiled = new Map<string, CompiledPattern>();

function compile(pattern: string): CompiledPattern {
  if (pattern.includes("*")) throw new Error(`Splat patterns are not supported: ${pattern}`);
  const names: string[] = [];
  const source = pattern
    .replace(/\/*$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)(\?)?/g, (_match, name: string, optional?: string) => {
      names.push(name);
      return optional ? "(?:/([^/]*))?" : "/([^/]+)";
    });
  return { regex: new RegExp(`^${source}/*$`, "i"), names };
}

/**
 * The parameters of `pathname` under `pattern`, as written in the path (not decoded; an optional one
 * that is absent is ""), or null when the path does not match.
 */
export function matchPathPattern(pattern: string, pathname: string): Record<string, string> | null {
  let entry = compiled.get(pattern);
  if (!entry) {
    entry = compile(pattern);
    compiled.set(pattern, entry);
  }
  const match = entry.regex.exec(pathname);
  if (!match) return null;
  return Object.fromEntries(entry.names.map((name, index) => [name, match[index + 1] ?? ""]));
}

/** The path of `pattern` with its parameters filled in, each encoded; an absent optional one is left out. */
export function fillPathPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/\/:([\w-]+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = params[name] ?? "";
    if (!value && !optional) throw new Error(`${pattern} needs a value for ${name}`);
    return value ? `/${encodeURIComponent(value)}` : "";
  });
}
