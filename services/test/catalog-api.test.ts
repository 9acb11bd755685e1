import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ALL_LOCATION_IDS } from "@movebreak/shared/categories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "./support/fake-steps";
import { startTestApp, type TestApp } from "./support/test-app";

describe("the public catalog API over HTTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when reviews are listed, then every review has its fields and a rating from 1 to 5", async () => {
    const { status, body } = await t.json("/api/reviews");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    for (const review of body) {
      expect(Object.keys(review).sort()).toEqual(["author", "content", "date", "id", "rating", "title"]);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });

  it("when locations are listed, then the 24 category locations come with their workout counts", async () => {
    const { status, body } = await t.json("/api/locations");
    expect(status).toBe(200);
    expect(body.map((l: { id: string }) => l.id).sort()).toEqual([...ALL_LOCATION_IDS].sort());
    for (const location of body) {
      expect(location.workoutCount).toBeGreaterThanOrEqual(4);
      expect(location.workoutCount).toBeLessThanOrEqual(12);
      expect(Number.isNaN(Date.parse(location.createdAt))).toBe(false);
    }
  });

  it("when locations with thumbnails are listed, then each has its slug and the subtitle of its content", async () => {
    const { body } = await t.json("/api/locations/with-thumbnails");
    const neck = body.find((l: { id: string }) => l.id === "neckAndShoulders");
    expect(neck).toMatchObject({ title: "Neck & Shoulders", slug: "neck-shoulders" });
    expect(neck.subtitle.length).toBeGreaterThan(0);
    expect(new Set(body.map((l: { slug: string }) => l.slug)).size).toBe(24);
  });

  it("when one location is read, then it answers; when it is unknown, then 404 Location not found", async () => {
    expect((await t.json("/api/locations/armsOnly")).body).toMatchObject({ id: "armsOnly", title: "Arms Only" });
    const missing = await t.json("/api/locations/noSuchPlace");
    expect(missing).toMatchObject({ status: 404, body: { error: "Location not found" } });
    const bad = await t.json("/api/locations/bad%20id!");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Id: use only letters, digits, underscores and hyphens (like work_sitting)");
  });

  it("when a slug is resolved, then it finds the location whose title gives that slug", async () => {
    expect((await t.json("/api/locations/by-slug/neck-shoulders")).body).toMatchObject({ id: "neckAndShoulders" });
    expect(await t.json("/api/locations/by-slug/nowhere")).toMatchObject({
      status: 404,
      body: { error: "Location not found" },
    });
  });

  it("when workouts of a location are read and no clip ships, then each says so (videoUrl null) and names its demonstration", async () => {
    const { status, body } = await t.json("/api/workouts?locationId=hipPain");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(4);
    for (const workout of body) {
      expect(workout.locationId).toBe("hipPain");
      expect(workout.videoUrl).toBeNull();
      expect(workout.demonstration).toEqual(expect.any(String));
    }
  });

  it("when workouts are asked for an unknown location, then 404 Workouts not found; without locationId, then 400", async () => {
    expect(await t.json("/api/workouts?locationId=nowhere")).toMatchObject({
      status: 404,
      body: { error: "Workouts not found" },
    });
    const missing = await t.json("/api/workouts");
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Location id: add a location id (text)");
  });

  it("when location content is read, then all 24 articles come back, or one by location", async () => {
    const all = await t.json("/api/location-content");
    expect(all.body).toHaveLength(24);
    const one = await t.json("/api/location-content/hipPain");
    expect(one.body).toMatchObject({ locationId: "hipPain" });
    expect(one.body.bodyContent).toContain("<h2>");
    expect(await t.json("/api/location-content/nowhere")).toMatchObject({
      status: 404,
      body: { error: "Location content not found" },
    });
  });

  it("when the embed endpoint is read from another origin, then it answers with CORS for any origin and no credentials", async () => {
    const response = await t.request("/api/embed/location/funKicks", { headers: { origin: "https://blog.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    const body = await response.json();
    expect(body.location).toMatchObject({ id: "funKicks", slug: "fun-kicks" });
    expect(body.workouts[0]).toMatchObject({ id: "funKicks-01", videoUrl: null });
    expect(await t.json("/api/embed/location/nowhere")).toMatchObject({
      status: 404,
      body: { error: "Location not found" },
    });
  });

  it("when a non-embed endpoint is read, then it sends no CORS header", async () => {
    const response = await t.request("/api/locations", { headers: { origin: "https://blog.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("when a shared routine is read, then it has its title, description and exercises in order", async () => {
    const { status, body } = await t.json("/api/shared-movebreaks/neck-saver");
    expect(status).toBe(200);
    expect(body).toMatchObject({ key: "neck-saver", locationId: "neckRelief" });
    expect(body.pack_title.length).toBeGreaterThan(0);
    expect(body.workouts.map((w: { id: string }) => w.id)).toEqual(body.workoutIds);
    expect(await t.json("/api/shared-movebreaks/unknown-key")).toMatchObject({
      status: 404,
      body: { error: "SharedMovebreak not found" },
    });
  });

  it("when one client opens a routine 100 times at once, then it counts once this hour, shown at once and stored soon after", async () => {
    const before = (await t.json("/api/shared-movebreaks/afternoon-energy")).body.opens;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.json("/api/shared-movebreaks/afternoon-energy/increment-opens", { method: "POST" }),
      ),
    );
    expect(answers.every((a) => a.status === 200 && a.body.opens === before + 1)).toBe(true);
    const stored = async () =>
      (
        await t.app.database.db
          .selectFrom("sharedRoutines")
          .select("opens")
          .where("key", "=", "afternoon-energy")
          .executeTakeFirstOrThrow()
      ).opens;
    await waitUntil("the open to be written", stored, (n) => n > before, 10_000);
    expect(await stored()).toBe(before + 1);
    expect((await t.json("/api/shared-movebreaks/unknown-key/increment-opens", { method: "POST" })).status).toBe(404);
  });

  it("when metadata is asked for a page, then it answers its title and type; for an unknown path, 404", async () => {
    const home = await t.json(`/api/metadata?path=${encodeURIComponent("/")}`);
    expect(home.body).toMatchObject({ type: "website", image: "https://movebreak.test/og-image.png" });
    const article = await t.json(`/api/metadata?path=${encodeURIComponent("/the-chair-trap")}`);
    expect(article.body.type).toBe("article");
    const location = await t.json(`/api/metadata?path=${encodeURIComponent("/movements/hip-pain?ref=x")}`);
    expect(location.body.type).toBe("article");
    expect(location.body.title.length).toBeLessThanOrEqual(60);
    const shared = await t.json(`/api/metadata?path=${encodeURIComponent("/try/neck-saver")}`);
    expect(shared.body.title).toMatch(/\| Movebreak$/);
    expect(await t.json(`/api/metadata?path=${encodeURIComponent("/nowhere")}`)).toMatchObject({
      status: 404,
      body: { error: "Metadata not found" },
    });
    expect((await t.json("/api/metadata")).status).toBe(400);
  });

  it("when a location has no content, then its metadata falls back to the spec's default title", async () => {
    const sessionId = await t.login();
    const headers = { "content-type": "application/json", "x-admin-session": sessionId };
    await t.json("/api/admin/import-locations", {
      method: "POST",
      headers,
      body: JSON.stringify({ data: [{ id: "plainSpot", title: "plain spot" }] }),
    });
    const { body } = await t.json(`/api/metadata?path=${encodeURIComponent("/movements/plain-spot")}`);
    expect(body.title).toBe("Free Office Exercises & Desk Stretches - Plain Spot | Movebreak");
  });

  it("when an unknown API path is called, then it answers JSON 404", async () => {
    expect(await t.json("/api/nothing-here")).toMatchObject({ status: 404, body: { error: "Not found" } });
  });

  it("when a body is malformed JSON, then 400 with a message, not 500", async () => {
    const { status, body } = await t.json("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(status).toBe(400);
    expect(body.error).toBe("Malformed JSON in request body");
  });
});

describe("workout clips that exist", () => {
  let t: TestApp;
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), "movebreak-media-"));
    await mkdir(join(mediaDir, "workouts"));
    await writeFile(join(mediaDir, "workouts", "hipPain-01.mp4"), "not really a video");
    t = await startTestApp({ env: { MEDIA_DIR: mediaDir } });
  });
  afterAll(async () => {
    await t.stop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("when a workout's clip is in the media folder, then its address is given and answers; the others have none", async () => {
    const { body } = await t.json("/api/workouts?locationId=hipPain");
    const byId = new Map(body.map((w: { id: string; videoUrl: string | null }) => [w.id, w.videoUrl]));
    expect(byId.get("hipPain-01")).toBe("https://movebreak.test/media/workouts/hipPain-01.mp4");
    expect(byId.get("hipPain-02")).toBeNull();
    const clip = await t.request("/media/workouts/hipPain-01.mp4");
    expect(clip.status).toBe(200);
    expect(await clip.text()).toBe("not really a video");
    const embed = await t.json("/api/embed/location/hipPain");
    expect(embed.body.workouts[0].videoUrl).toBe("https://movebreak.test/media/workouts/hipPain-01.mp4");
  });
});
