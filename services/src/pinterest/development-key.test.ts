import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_KEY_FILE, developmentTokenKey } from "./development-key";

describe("the development Pinterest token key", () => {
  const dir = mkdtempSync(join(tmpdir(), "mb-devkey-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("when no key is set, then one is made once, kept readable by its owner only, and the same key comes back on the next start", () => {
    const data = join(dir, "data");
    const first = developmentTokenKey(data);
    expect(first.length).toBe(32);
    const file = join(data, DEVELOPMENT_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first.toString("hex"));
    expect(developmentTokenKey(data).equals(first)).toBe(true);
  });
});
