import {
  encodePageCursor,
  LandingPageListItemSchema,
  LandingPageListResponseSchema,
  TOPIC_PHRASES,
  type TopicCounts,
} from "@movebreak/shared/contracts/landing-pages";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPageRow } from "./support/landing-page-fixture";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

interface Seeded {
  id: number;
  seoTitle: string;
  createdAt: string;
}

const TITLES = [
  "Back pain at the desk",
  "Shoulder pain relief",
  "Hip pain for runners",
  "Neck pain and screens",
  "Better posture",
  "Lower BACK PAIN stretches",
  "Neck pain, back pain: both",
];

/** A row of landing_pages with every column, its title as given. */
const pageRow = (slug: string, seoTitle: string) => landingPageRow(slug, { seoTitle });

/** The list's rule, written out again: the first topic phrase in the title, any case, else Other. */
function topicOf(title: string): keyof TopicCounts {
  return TOPIC_PHRASES.find(({ phrase }) => title.toLowerCase().includes(phrase))?.topic ?? "Other";
}

describe("the paginated admin list of landing pages", () => {
  let t: TestApp;
  let session: string;
  let seeded: Seeded[];
  const list = async (query = "") => {
    const { status, body } = await t.json(`/api/admin/landing-pages${query}`, withSession(session));
    expect(status, JSON.stringify(body)).toBe(200);
    return LandingPageListResponseSchema.parse(body);
  };
  const listStatus = async (query: string) => t.json(`/api/admin/landing-pages${query}`, withSession(session));

  /** Every row of the list, following nextCursor page by page. */
  async function pageThrough(query: string, limit: number) {
    const pages = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    session = await t.login();
    const db = t.app.database.db;
    // 126 pages written straight to the table: groups of three share one creation time (the id breaks
    // the tie), and the times carry microseconds, which a JavaScript Date would round away.
    const values = Array.from({ length: 126 }, (_, i) => ({
      ...pageRow(`page-${i}`, `${TITLES[i % TITLES.length]} ${i}`),
      createdAt: sql<Date>`timestamptz '2026-03-01T00:00:00Z' + ${Math.floor(i / 3) * 1001 + 7}::int * interval '1 microsecond'`,
    }));
    await db.insertInto("landingPages").values(values).execute();
    seeded = (
      await db
        .selectFrom("landingPages")
        .select([
          "id",
          "seoTitle",
          sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`.as("createdAt"),
        ])
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .execute()
    ).map((row) => ({ ...row, id: Number(row.id) }));
  });
  afterAll(() => t.stop());

  it("when the list is paged through with limit 50, then each page comes exactly once, newest first, and nextCursor is null at the end", async () => {
    const pages = await pageThrough("", 50);
    expect(pages.map((page) => page.count)).toEqual([50, 50, 26]);
    expect(pages.map((page) => page.pages.length)).toEqual([50, 50, 26]);
    expect(pages.every((page) => page.total === 126)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const ids = pages.flatMap((page) => page.pages.map((row) => row.id));
    expect(ids).toEqual(seeded.map((row) => row.id));
    expect(new Set(ids).size).toBe(126);
  });

  it("when no limit is given, then 50 rows come back; the largest limit is 200", async () => {
    const first = await list();
    expect(first.count).toBe(50);
    expect(first.nextCursor).not.toBeNull();
    const all = await list("?limit=200");
    expect(all.count).toBe(126);
    expect(all.nextCursor).toBeNull();
  });

  it("when the rows are read, then they carry the list's columns and never the Markdown or HTML", async () => {
    const { pages } = await list("?limit=3");
    for (const row of pages) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(LandingPageListItemSchema.shape).sort());
      expect(row).not.toHaveProperty("markdown");
      expect(row).not.toHaveProperty("html");
    }
    // The whole page, for the edit form, comes from GET /{id}.
    const full = (await t.json(`/api/admin/landing-pages/${pages[0]?.id}`, withSession(session))).body;
    expect(full.markdown).toContain("The body.");
  });

  it("when a page is published between two requests, then the next page neither repeats nor skips a row", async () => {
    const first = await list("?limit=10");
    const db = t.app.database.db;
    await db
      .insertInto("landingPages")
      .values({ ...pageRow("published-meanwhile", "Published meanwhile"), createdAt: new Date("2026-12-01T00:00:00Z") })
      .execute();
    try {
      const second = await list(`?limit=10&cursor=${first.nextCursor}`);
      expect([...first.pages, ...second.pages].map((row) => row.id)).toEqual(seeded.slice(0, 20).map((row) => row.id));
      expect(second.total).toBe(127);
    } finally {
      await db.deleteFrom("landingPages").where("slug", "=", "published-meanwhile").execute();
    }
  });

  it("when topicCounts are read, then they count every page by the first topic its title names, whatever the page", async () => {
    const expected: TopicCounts = { Back: 0, Shoulder: 0, Hip: 0, Neck: 0, Other: 0 };
    for (const { seoTitle } of seeded) expected[topicOf(seoTitle)] += 1;
    expect(expected.Back).toBeGreaterThan(0);
    const { topicCounts, total } = await list("?limit=1");
    expect(topicCounts).toEqual(expected);
    expect(total).toBe(126);
  });

  it("when type names a topic, then only that topic's pages come back, in order, and total counts them", async () => {
    const neck = seeded.filter((row) => topicOf(row.seoTitle) === "Neck");
    const pages = await pageThrough("&type=neck", 7);
    expect(pages.flatMap((page) => page.pages.map((row) => row.id))).toEqual(neck.map((row) => row.id));
    expect(pages[0]?.total).toBe(neck.length);
    // The counts stay those of the search, so every topic's figure stays in view.
    expect(pages[0]?.topicCounts.Back).toBeGreaterThan(0);
  });

  it("when q is given, then the SEO title is searched case-insensitively, page by page", async () => {
    const matches = seeded.filter((row) => row.seoTitle.toLowerCase().includes("back pain"));
    const pages = await pageThrough("&q=bAcK%20PaIn", 20);
    expect(pages.flatMap((page) => page.pages.map((row) => row.id))).toEqual(matches.map((row) => row.id));
    expect(pages[0]?.total).toBe(matches.length);
    const counts = pages[0]?.topicCounts;
    expect((counts?.Back ?? 0) + (counts?.Neck ?? 0)).toBe(matches.length);
    expect(counts?.Shoulder).toBe(0);
  });

  it("when q holds %, _ or a backslash, then they match literally", async () => {
    const db = t.app.database.db;
    const titles = [
      "100% back pain relief",
      "1000 back pain stretches",
      "neck_pain guide",
      "neckXpain guide",
      "C:\\desk",
    ];
    await db
      .insertInto("landingPages")
      .values(titles.map((seoTitle, i) => pageRow(`literal-${i}`, seoTitle)))
      .execute();
    try {
      const titlesFor = async (q: string) =>
        (await list(`?limit=200&q=${encodeURIComponent(q)}`)).pages.map((row) => row.seoTitle);
      expect(await titlesFor("100%")).toEqual(["100% back pain relief"]);
      expect(await titlesFor("%")).toEqual(["100% back pain relief"]);
      expect(await titlesFor("neck_pain")).toEqual(["neck_pain guide"]);
      expect(await titlesFor("_")).toEqual(["neck_pain guide"]);
      expect(await titlesFor("C:\\")).toEqual(["C:\\desk"]);
      expect(await titlesFor("\\")).toEqual(["C:\\desk"]);
      expect(await titlesFor("no such title")).toEqual([]);
      const none = await list("?q=no%20such%20title");
      expect(none).toMatchObject({ count: 0, total: 0, nextCursor: null });
      expect(none.topicCounts).toEqual({ Back: 0, Shoulder: 0, Hip: 0, Neck: 0, Other: 0 });
    } finally {
      await db.deleteFrom("landingPages").where("slug", "like", "literal-%").execute();
    }
  });

  it.each([
    ["?limit=0", "Limit must be between 1 and 200"],
    ["?limit=201", "Limit must be between 1 and 200"],
    ["?limit=", "Limit must be between 1 and 200"],
    ["?limit=abc", "Limit must be a number"],
    ["?limit=2.5", "Limit must be a whole number"],
    ["?limit=1&limit=2", "Limit must be a number"],
    ["?cursor=not-a-cursor", "Invalid cursor"],
    ["?cursor=", "Invalid cursor"],
    // A NUL anywhere in the address is refused before any route (services/src/http).
    ["?cursor=%00", "The address contains a NUL character"],
    [`?cursor=${"A".repeat(600)}`, "Invalid cursor"],
    ["?cursor=a&cursor=b", "Invalid cursor"],
    [`?cursor=${encodePageCursor({ createdAt: "2026-02-30T00:00:00.000000Z", id: 1 })}`, "Invalid cursor"],
    [`?cursor=${encodePageCursor({ createdAt: "2026-02-01T00:00:00.000000Z", id: 0 })}`, "Invalid cursor"],
    [`?cursor=${encodePageCursor({ createdAt: "2026-02-01T00:00:00.000000Z", id: 2 ** 31 })}`, "Invalid cursor"],
    [`?cursor=${Buffer.from('{"createdAt":1}').toString("base64url")}`, "Invalid cursor"],
    ["?type=knee", "Type must be one of Back, Shoulder, Hip, Neck, Other"],
    [`?q=${"x".repeat(201)}`, "Q must be at most 200 characters"],
    ["?q=a%00b", "The address contains a NUL character"],
  ])("when the query is %s, then 400 with a message", async (query, message) => {
    const { status, body } = await listStatus(query);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it("when the cursor is one this API made for another time, then it still answers (the rows after it)", async () => {
    const cursor = encodePageCursor({ createdAt: "2026-03-01T00:00:00.010014Z", id: 1 });
    const page = await list(`?limit=200&cursor=${cursor}`);
    expect(page.pages.map((row) => row.id)).toEqual(
      seeded.filter((row) => row.createdAt < "2026-03-01T00:00:00.010014").map((row) => row.id),
    );
  });
});
