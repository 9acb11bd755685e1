import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { catalogListRoutes, catalogRoutes } from "../src/catalog/routes";
import { embedRoutes } from "../src/embed/routes";
import type { JsonSchema, OpenApiDocument } from "../src/openapi/public-api-document";
import { openApiRoutes } from "../src/openapi/routes";
import { publicPageApiRoutes } from "../src/pages/public-routes";
import { reachBeaconRoutes } from "../src/reach/routes";
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

/** "METHOD /api/path/{param}" for every route an Express router declares under /api. */
function declaredRoutes(router: Router): string[] {
  const routes: string[] = [];
  for (const layer of router.stack) {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    if (!route) continue;
    const path = `/api${route.path.replace(/:(\w+)/g, "{$1}")}`;
    for (const method of Object.keys(route.methods)) routes.push(`${method.toUpperCase()} ${path}`);
  }
  return routes;
}

/**
 * A validator for one documented schema: its $refs point into the document's
 * components, which zod's JSON Schema reader takes as $defs. The answer is
 * checked against the served document, not against the zod source.
 */
function validatorFor(document: OpenApiDocument, schema: JsonSchema) {
  const rewrite = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/$defs/'));
  return z.fromJSONSchema({ ...(rewrite(schema) as object), $defs: rewrite(document.components.schemas) } as never);
}

function responseSchema(document: OpenApiDocument, path: string, method: "get" | "post", status: string) {
  const schema = document.paths[path]?.[method]?.responses[status]?.content?.["application/json"].schema;
  if (!schema) throw new Error(`${method} ${path} documents no ${status} body`);
  return schema;
}

describe("the OpenAPI document of the public API", () => {
  let t: TestApp;
  let document: OpenApiDocument;

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
  });
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

  it("when compared with the routers, then every public route is documented and nothing else", () => {
    const deps = { db: {} as never, mediaBaseUrl: "", defaultSocialImage: "", opens: {} as never };
    const declared = [
      ...declaredRoutes(catalogListRoutes({ db: {} as never, cache: {} as never })),
      ...declaredRoutes(catalogRoutes(deps)),
      ...declaredRoutes(publicPageApiRoutes({ db: {} as never })),
      ...declaredRoutes(openApiRoutes({ siteUrl: "" })),
      ...declaredRoutes(reachBeaconRoutes({ counter: {} as never, proofs: {} as never })),
      // The oEmbed provider, outside /api (the embed module's other routes are pages and a script).
      ...declaredRoutes(embedRoutes({ targets: {} as never, siteUrl: "", repoRoot: "" }))
        .filter((route) => route.endsWith("/oembed"))
        .map((route) => route.replace(" /api/", " /")),
    ].sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(declared);
    expect(documented).toContain("POST /api/shared-movebreaks/{key}/increment-opens");
    expect(documented).toContain("GET /api/metadata");
    expect(documented).toContain("GET /api/pages/{slug}");
  });

  it("when every operation names its parameters, then path parameters are required and described by a schema", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const operation of Object.values(operations)) {
        const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const declared = (operation.parameters ?? []).filter((p) => p.in === "path");
        expect(declared.map((p) => p.name)).toEqual(pathParams);
        for (const parameter of operation.parameters ?? []) {
          expect(parameter.schema).toMatchObject({ type: "string" });
          if (parameter.in === "path") expect(parameter.required).toBe(true);
        }
        expect(operation.responses["500"]?.content?.["application/json"].schema).toEqual({
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
    const result = validatorFor(document, responseSchema(document, path, method, "200")).safeParse(body);
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
      const result = validatorFor(document, responseSchema(document, path, "get", expected)).safeParse(body);
      expect(result.error?.issues ?? [], url).toEqual([]);
      if (expected === "400") expect(body.details.length, url).toBeGreaterThan(0);
    }
  });

  it("when an answer breaks the documented shape, then the check notices (the validator is not a blank check)", async () => {
    const { body } = await t.json("/api/locations/armsOnly");
    const validate = validatorFor(document, responseSchema(document, "/api/locations/{id}", "get", "200"));
    expect(validate.safeParse(body).success).toBe(true);
    expect(validate.safeParse({ ...body, workoutCount: "8" }).success).toBe(false);
    expect(validate.safeParse({ ...body, extra: true }).success).toBe(false);
    const { title: _title, ...withoutTitle } = body;
    expect(validate.safeParse(withoutTitle).success).toBe(false);
  });
});
