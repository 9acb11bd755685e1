import { ADMIN_API_PREFIXES } from "@movebreak/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeInventory } from "../src/http/route-inventory";
import { answerSchema, documentedRoutes, type ServedDocument, validatorFor } from "./support/openapi";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

const LANDING_PAGE = {
  slug: "openapi-check",
  painPoint: "neck pain",
  context: "office desk",
  demographic: "developers",
  seoTitle: "Neck Pain Relief for Developers",
  seoDescription: "Gentle desk moves that ease a stiff neck.",
  heroHeadline: "Unstick your neck",
  markdown: "## Why it hurts\n\nLong focus pulls the head forward.",
};

const isAdminPath = (path: string) =>
  ADMIN_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

describe("the OpenAPI document of the public API", () => {
  let t: TestApp;
  let document: ServedDocument;

  beforeAll(async () => {
    t = await startTestApp();
    const session = await t.login();
    await t.json(
      "/api/admin/landing-pages/manual",
      withSession(session, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(LANDING_PAGE),
      }),
    );
    const response = await t.request("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    document = JSON.parse(await response.text());
    // A test app, a login and a page saved (rendered in the CPU pool): over a minute on a loaded machine.
  }, 180_000);
  afterAll(() => t.stop());

  it("when it is read, then it is OpenAPI 3.1 JSON with the site as server and every schema it references", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("Movebreak public API");
    expect(document.servers).toEqual([{ url: "https://movebreak.test" }]);
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map(
      (match) => match[1],
    );
    for (const name of new Set(references)) expect(document.components.schemas).toHaveProperty(name as string);
    for (const schema of Object.values(document.components.schemas)) {
      expect(schema).not.toHaveProperty("$id");
      expect(schema).not.toHaveProperty("$schema");
    }
  });

  it("when compared with the app's mounted routes, then every public API route is documented and nothing else", () => {
    // Every /api route but the operators', and the oEmbed provider (outside /api, where consumers look for it).
    const mounted = routeInventory(t.app.expressApp)
      .filter((route) => (route.path.startsWith("/api/") && !isAdminPath(route.path)) || route.path === "/oembed")
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    const documented = documentedRoutes(document).sort();
    expect(documented).toEqual([...new Set(mounted)].sort());
    expect(documented).toContain("POST /api/shared-movebreaks/{key}/increment-opens");
    expect(documented).toContain("GET /api/metadata");
    expect(documented).toContain("GET /api/pages/{slug}");
  });

  it("when every operation names its parameters, then path parameters are required and described by a schema", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const operation of Object.values(operations)) {
        const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
        expect(declared.map((parameter) => parameter.name)).toEqual(pathParams);
        for (const parameter of operation.parameters ?? []) {
          expect(parameter.schema).toMatchObject({ type: "string" });
          if (parameter.in === "path") expect(parameter.required).toBe(true);
        }
        expect(operation.responses["500"]?.content?.["application/json"]?.schema).toEqual({
          $ref: "#/components/schemas/ErrorBody",
        });
      }
    }
    const workouts = document.paths["/api/workouts"]?.get?.parameters;
    expect(workouts).toEqual([expect.objectContaining({ name: "locationId", in: "query", required: true })]);
  });

  it.each([
    ["/api/reviews", "/api/reviews", "get"],
    ["/api/locations", "/api/locations", "get"],
    ["/api/locations/with-thumbnails", "/api/locations/with-thumbnails", "get"],
    ["/api/locations/by-slug/{slug}", "/api/locations/by-slug/neck-shoulders", "get"],
    ["/api/locations/{id}", "/api/locations/neckRelief", "get"],
    ["/api/workouts", "/api/workouts?locationId=hipPain", "get"],
    ["/api/location-content", "/api/location-content", "get"],
    ["/api/location-content/{locationId}", "/api/location-content/neckAndShoulders", "get"],
    ["/api/embed/location/{locationId}", "/api/embed/location/armsOnly", "get"],
    ["/api/shared-movebreaks/{key}", "/api/shared-movebreaks/neck-saver", "get"],
    ["/api/shared-movebreaks/{key}/increment-opens", "/api/shared-movebreaks/neck-saver/increment-opens", "post"],
    ["/api/metadata", `/api/metadata?path=${encodeURIComponent("/movements/hip-pain")}`, "get"],
    ["/api/pages/{slug}", `/api/pages/${LANDING_PAGE.slug}`, "get"],
    ["/oembed", `/oembed?url=${encodeURIComponent("https://movebreak.test/movements/hip-pain")}`, "get"],
  ] as const)("when %s answers, then its body matches the documented 200 schema", async (path, url, method) => {
    const { status, body } = await t.json(url, { method: method.toUpperCase() });
    expect(status).toBe(200);
    const result = validatorFor(document, answerSchema(document, path, method, "200")).safeParse(body);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("when a documented error happens, then its body matches the error schema, details included for bad input", async () => {
    const cases = [
      ["/api/locations/{id}", "/api/locations/noSuchPlace", "404"],
      ["/api/locations/{id}", "/api/locations/bad%20id!", "400"],
      ["/api/workouts", "/api/workouts", "400"],
      ["/api/shared-movebreaks/{key}", "/api/shared-movebreaks/unknown-key", "404"],
      ["/api/metadata", "/api/metadata?path=nope", "400"],
      ["/api/pages/{slug}", "/api/pages/missing-page", "404"],
      ["/oembed", "/oembed?url=https%3A%2F%2Fmovebreak.test%2Fpricing", "404"],
      ["/oembed", "/oembed?url=x&maxwidth=wide", "400"],
    ] as const;
    for (const [path, url, expected] of cases) {
      const { status, body } = await t.json(url);
      expect(status, url).toBe(Number(expected));
      const result = validatorFor(document, answerSchema(document, path, "get", expected)).safeParse(body);
      expect(result.error?.issues ?? [], url).toEqual([]);
      if (expected === "400") expect(body.details.length, url).toBeGreaterThan(0);
    }
  });

  it("when an answer breaks the documented shape, then the check notices (the validator is not a blank check)", async () => {
    const { body } = await t.json("/api/locations/armsOnly");
    const validate = validatorFor(document, answerSchema(document, "/api/locations/{id}", "get", "200"));
    expect(validate.safeParse(body).success).toBe(true);
    expect(validate.safeParse({ ...body, workoutCount: "8" }).success).toBe(false);
    expect(validate.safeParse({ ...body, extra: true }).success).toBe(false);
    const { title: _title, ...withoutTitle } = body;
    expect(validate.safeParse(withoutTitle).success).toBe(false);
  });
});
