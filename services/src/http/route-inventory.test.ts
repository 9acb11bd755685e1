import express, { Router } from "express";
import { describe, expect, it } from "vitest";
import { fillPath, joinPaths, pathParams, routeInventory } from "./route-inventory";

describe("the route inventory", () => {
  it("when routers are nested and mounted on one or several paths, then every method is listed with its full path", () => {
    const inner = Router();
    inner.get("/:id", (_req, res) => res.end());
    inner.put("/:id", (_req, res) => res.end());
    const outer = Router();
    outer.use("/items", inner);
    outer.post("/export-:type", (_req, res) => res.end());
    outer.use((_req, _res, next) => next());
    const app = express();
    app.get("/healthz", (_req, res) => res.end());
    app.use("/api", outer);
    app.use(
      ["/a", "/b"],
      Router().delete("/x", (_req, res) => res.end()),
    );
    app.use(Router().get("/{*path}", (_req, res) => res.end()));

    expect(routeInventory(app).map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /healthz",
      "GET /api/items/:id",
      "PUT /api/items/:id",
      "POST /api/export-:type",
      "DELETE /a/x",
      "DELETE /b/x",
      "GET /{*path}",
    ]);
    expect(routeInventory(app, { includeHead: true }).filter((r) => r.method === "HEAD")).toHaveLength(3);
  });

  it("when a declared path is filled, then each parameter takes the value given, wildcards and optional groups too", () => {
    expect(fillPath("/api/items/:id/x", () => "7")).toBe("/api/items/7/x");
    expect(fillPath("/export-:type", (name) => name)).toBe("/export-type");
    expect(fillPath("/admin/{*path}", () => "a/b")).toBe("/admin/a/b");
    expect(fillPath("/sitemap-:part.xml", () => "2")).toBe("/sitemap-2.xml");
    expect(pathParams("/runs/:runId/steps/:step/{*rest}")).toEqual(["runId", "step", "rest"]);
    expect(joinPaths("/api/", "/")).toBe("/api");
    expect(joinPaths("", "/")).toBe("/");
  });
});
