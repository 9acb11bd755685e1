import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

/** zod's own wording, which an operator must never read. */
const LIBRARY_WORDING = /Invalid input|expected \w+, received|Too (small|big)|Invalid (URL|ISO|string|option)/;

/* Issue 31: validation messages name the field and say what to do, in the API's 400s and in import errors. */
describe("validation messages over HTTP", () => {
  let t: TestApp;
  let session: string;
  const importInto = (type: string, body: unknown) =>
    t.json(`/api/admin/import-${type}`, withSession(session, postJson(body)));
  const createPage = (body: unknown) => t.json("/api/admin/landing-pages/manual", withSession(session, postJson(body)));

  beforeAll(async () => {
    t = await startTestApp();
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when imported records are invalid, then each error names the record by its place, the field, and what to do", async () => {
    const { status, body } = await importInto("location-content", {
      data: [
        { locationId: "armsOnly" },
        { id: "content-x", locationId: "armsOnly", ogImage: "not a url", createdAt: "yesterday", readingTime: "5" },
      ],
    });
    expect(status).toBe(200);
    expect(body.errorDetails).toEqual([
      { id: "record 1", error: "Location content 1, id: add an id (text)" },
      {
        id: "content-x",
        error:
          "Location content 2, reading time: use a number, not text; " +
          "Location content 2, OG image URL: enter a full address starting with https://; " +
          "Location content 2, created at: enter a date and time like 2026-01-15T09:00:00Z",
      },
    ]);
    for (const detail of body.errorDetails) expect(detail.error).not.toMatch(LIBRARY_WORDING);
  });

  it("when a landing page has a bad image address, then the 400 names the field and says what to enter; the spec's own messages stay", async () => {
    const { status, body } = await createPage({
      slug: "Neck Pain",
      painPoint: "neck pain",
      context: "at the desk",
      demographic: "office workers",
      seoTitle: "Neck pain at the desk",
      seoDescription: "Short moves for neck pain.",
      heroHeadline: "Ease your neck",
      markdown: "Move.",
      heroImageUrl: "www.example.com/hero.png",
    });
    expect(status).toBe(400);
    expect(body.details).toEqual([
      { field: "slug", path: "slug", message: "Slug must contain only lowercase letters, numbers, and hyphens" },
      {
        field: "heroImageUrl",
        path: "heroImageUrl",
        message: "Hero image URL: enter a full address starting with https://",
      },
    ]);
    expect(body.error).toBe(
      "Check the landing page: Slug must contain only lowercase letters, numbers, and hyphens; Hero image URL: enter a full address starting with https://",
    );
  });

  it("when a public read gets a bad id, then the 400 says which field and what it may hold", async () => {
    const { status, body } = await t.json("/api/shared-movebreaks/not%20a%20key");
    expect(status).toBe(400);
    expect(body.error).toBe("Key: use only letters, digits, underscores and hyphens (like work_sitting)");
    expect(body.error).not.toMatch(LIBRARY_WORDING);
  });
});
