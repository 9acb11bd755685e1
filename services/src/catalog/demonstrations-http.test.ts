import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/support/test-app";

describe("the drawn demonstrations over HTTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when the players read a routine, then each exercise names its demonstration, all performed by the routine's one person", async () => {
    const { status, body } = await t.json("/api/embed/location/neckAndShoulders");
    expect(status).toBe(200);
    const byTitle = Object.fromEntries(
      (body.workouts as { title: string; demonstration: string }[]).map((w) => [w.title, w.demonstration]),
    );
    expect(byTitle["Shoulder Shrugs"]).toMatch(/^shoulder-shrug\.p\d+$/);
    expect(byTitle["Chin Tucks"]).toMatch(/^chin-tuck\.p\d+$/);
    const performers = new Set(Object.values(byTitle).map((id) => id.split(".").at(-1)));
    expect(performers.size).toBe(1);
    // The performer named is the one drawn.
    const id = byTitle["Chin Tucks"] ?? "";
    const drawn = (await t.json(`/api/embed/demonstrations/${id}.json`)).body as { attrs: Record<string, unknown> };
    expect(`p${drawn.attrs["data-character"]}`).toBe(id.split(".").at(-1));
    const shared = await t.json("/api/shared-movebreaks/morning-desk-reset");
    const sharedIds = shared.body.workouts.map((w: { demonstration?: string }) => w.demonstration ?? "");
    expect(new Set(sharedIds.map((d: string) => d.split(".").at(-1))).size).toBe(1);
  });

  it("when another site's player reads a demonstration, then it gets the figure as a tree (or an SVG), cacheable, cross-origin", async () => {
    const tree = await t.request("/api/embed/demonstrations/shoulder-shrug.json", {
      headers: { origin: "https://blog.example" },
    });
    expect(tree.status).toBe(200);
    expect(tree.headers.get("access-control-allow-origin")).toBe("*");
    expect(tree.headers.get("cache-control")).toContain("max-age=86400");
    const node = (await tree.json()) as { tag: string; attrs: Record<string, unknown> };
    expect(node.tag).toBe("svg");
    expect(node.attrs["data-movement"]).toBe("shoulder-shrug");
    expect(JSON.stringify(node)).toContain('"stroke-width"');

    const image = await t.request("/api/embed/demonstrations/side-bend.standing.svg");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
    expect(await image.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it("when the name is no demonstration, then it answers 404", async () => {
    for (const path of ["nope.json", "shoulder-shrug", "shoulder-shrug.png", "..%2Fx.svg"]) {
      expect((await t.request(`/api/embed/demonstrations/${path}`)).status, path).toBe(404);
    }
  });
});
