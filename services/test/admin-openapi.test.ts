import { ADMIN_API_PREFIXES } from "@movebreak/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakePinterest, startFakePinterest } from "../../ops/fake-pinterest/fake-pinterest";
import { routeInventory } from "../src/http/route-inventory";
import { answerSchema, documentedRoutes, type ServedDocument, validatorFor } from "./support/openapi";
import { pinterestEnv } from "./support/pinterest";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

const isAdminPath = (path: string) =>
  ADMIN_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

describe("the OpenAPI document of the admin API", () => {
  let fake: FakePinterest;
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    // Pinterest configured (against the fake), so its routes are mounted too.
    fake = await startFakePinterest();
    t = await startTestApp({ env: pinterestEnv(fake) });
    session = await t.login();
  });
  afterAll(async () => {
    await t.stop();
    await fake.close();
  });

  it("when the app's routers are walked, then every admin route is documented and nothing else", async () => {
    const { body: document } = await t.json<ServedDocument>("/api/admin/openapi.json", withSession(session));
    const mounted = routeInventory(t.app.expressApp)
      .filter((route) => isAdminPath(route.path))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(mounted.length).toBeGreaterThan(30);
    expect([...new Set(mounted)].sort()).toEqual(documentedRoutes(document).sort());
  });

  it("when it is read without a session, then 401; with one, then the document with its security schemes", async () => {
    expect((await t.request("/api/admin/openapi.json")).status).toBe(401);
    const { status, body } = await t.json<ServedDocument>("/api/admin/openapi.json", withSession(session));
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    expect(Object.keys(body.components.securitySchemes ?? {}).sort()).toEqual([
      "adminApiKey",
      "adminSession",
      "adminSessionCookie",
    ]);
    expect(body.paths["/api/admin/export-{type}"]?.get?.security).toContainEqual({ adminApiKey: [] });
    expect(body.paths["/api/admin/login"]?.post?.security).toEqual([]);
    expect(body.paths["/api/admin/reach"]?.get?.parameters?.map((parameter) => parameter.name)).toEqual(["from", "to"]);

    // Real answers match the documented schemas.
    for (const path of [
      "/api/admin/reach",
      "/api/automation/status",
      "/api/automation/metrics",
      "/api/page-generator/queue/status",
      "/api/admin/imports",
      "/api/automation/console",
    ]) {
      const answer = await t.json(path, withSession(session));
      expect(answer.status, path).toBe(200);
      const result = validatorFor(body, answerSchema(body, path, "get", "200")).safeParse(answer.body);
      expect(result.success, `${path}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });
});
