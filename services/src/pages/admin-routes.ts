import {
  ExportQuerySchema,
  LANDING_PAGE_MESSAGES,
  type LandingPageForm,
  LandingPageFormSchema,
  LandingPageListQuerySchema,
  PageIdParamsSchema,
  SlugParamSchema,
} from "@movebreak/shared/contracts/landing-pages";
import { SLUG_PATTERN } from "@movebreak/shared/slug";
import { Router } from "express";
import type { Kysely } from "kysely";
import { auditMetaOf } from "../admin/audit/audit-meta";
import { recordAdminAudit } from "../admin/audit/record-admin-audit";
import type { Database } from "../db/schema";
import { landingPageChanged } from "../http/cache/surrogate-keys";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";
import type { PageCpuPool } from "./cpu-tasks";
import { MarkdownRefused, preparePage } from "./page-content";
import { listPageSummaries } from "./page-list";
import {
  createPage,
  findPage,
  isSlugTaken,
  listPages,
  listTypes,
  SlugTakenError,
  setSocialContent,
  updatePage,
} from "./pages-repo";
import type { SocialContentMaker } from "./social-content";

const slugTaken = () =>
  new HttpError(409, LANDING_PAGE_MESSAGES.slugTaken, [
    { field: "slug", path: "slug", message: LANDING_PAGE_MESSAGES.slugTaken },
  ]);

/** The admin landing page API (admin spec section 7), mounted at /api/admin/landing-pages behind the session. */
export function landingPageAdminRoutes(deps: {
  db: Kysely<Database>;
  clock: Clock;
  social: SocialContentMaker;
  /** Renders the Markdown off the event loop, with a time budget. */
  cpu: PageCpuPool;
  /** Called after a page write has committed: public pages, the sitemap and the page API show pages. */
  publicContentChanged: (keys: readonly string[]) => void;
}): Router {
  const router = Router();
  /** The Markdown sanitised and rendered in the pool; too deep or too slow is the operator's 400. */
  const prepare = async (form: LandingPageForm) => {
    try {
      return await preparePage(form, deps.cpu);
    } catch (error) {
      if (error instanceof MarkdownRefused) {
        throw new HttpError(400, error.message, [{ field: "markdown", path: "markdown", message: error.message }]);
      }
      throw error;
    }
  };
  const { db } = deps;

  router.get("/check-slug/:slug", async (req, res) => {
    const { slug } = parseInput(SlugParamSchema, req.params);
    if (!SLUG_PATTERN.test(slug)) {
      throw new HttpError(400, LANDING_PAGE_MESSAGES.slugPattern, [
        { field: "slug", path: "slug", message: LANDING_PAGE_MESSAGES.slugPattern },
      ]);
    }
    res.json({ isAvailable: !(await isSlugTaken(db, slug)) });
  });

  router.get("/types", async (_req, res) => {
    res.json({ types: await listTypes(db) });
  });

  router.get("/export", async (req, res) => {
    const { type } = parseInput(ExportQuerySchema, req.query, "query");
    const pages = await listPages(db, type);
    res.json({ pages, count: pages.length });
  });

  // One page of the list at a time (?limit=&cursor=&q=&type=): 60,000 pages with their Markdown in one
  // answer took the server down. The edit form reads the whole page from GET /{id}.
  router.get("/", async (req, res) => {
    const query = parseInput(LandingPageListQuerySchema, req.query, "query");
    res.json(await listPageSummaries(db, query));
  });

  router.post("/manual", async (req, res) => {
    const form = parseInput(LandingPageFormSchema, req.body ?? {}, "landing page");
    if (await isSlugTaken(db, form.slug)) throw slugTaken();
    try {
      const now = deps.clock();
      const prepared = await prepare(form);
      const page = await db.transaction().execute(async (trx) => {
        const created = await createPage(trx, prepared, now);
        const data = { landingPageId: created.id, slug: created.slug };
        await recordAdminAudit(trx, { type: "LandingPageCreated", data }, auditMetaOf(req, res), now);
        return created;
      });
      deps.publicContentChanged(landingPageChanged(page.slug));
      res.status(201).json({ success: true, message: `Landing page /pages/${page.slug} created`, page });
    } catch (error) {
      if (error instanceof SlugTakenError) throw slugTaken();
      throw error;
    }
  });

  router.get("/:id", async (req, res) => {
    const { id } = parseInput(PageIdParamsSchema, req.params);
    const page = await findPage(db, id);
    if (!page) throw new HttpError(404, "Landing page not found");
    res.json(page);
  });

  router.put("/:id", async (req, res) => {
    const { id } = parseInput(PageIdParamsSchema, req.params);
    const existing = await findPage(db, id);
    if (!existing) throw new HttpError(404, "Landing page not found");
    const form = parseInput(
      LandingPageFormSchema,
      { ...(req.body ?? {}), slug: req.body?.slug ?? existing.slug },
      "landing page",
    );
    if (form.slug !== existing.slug) {
      const message = "The slug of a published page cannot be changed";
      throw new HttpError(400, message, [{ field: "slug", path: "slug", message }]);
    }
    const now = deps.clock();
    const prepared = await prepare(form);
    const page = await db.transaction().execute(async (trx) => {
      const updated = await updatePage(trx, id, prepared, now);
      const data = { landingPageId: id, slug: existing.slug };
      await recordAdminAudit(trx, { type: "LandingPageUpdated", data }, auditMetaOf(req, res), now);
      return updated;
    });
    deps.publicContentChanged(landingPageChanged(existing.slug));
    res.json({ success: true, message: `Landing page /pages/${existing.slug} updated`, page });
  });

  router.post("/:id/regenerate-social-media", async (req, res) => {
    const { id } = parseInput(PageIdParamsSchema, req.params);
    const page = await findPage(db, id);
    if (!page) throw new HttpError(404, "Landing page not found");
    const social = await deps.social(page);
    const now = deps.clock();
    await db.transaction().execute(async (trx) => {
      await setSocialContent(trx, id, social.socialCaption, social.pinterestPosterImg, now);
      const data = { landingPageId: id, slug: page.slug };
      await recordAdminAudit(trx, { type: "SocialContentRegenerated", data }, auditMetaOf(req, res), now);
    });
    deps.publicContentChanged(landingPageChanged(page.slug));
    res.json({ success: true, message: "Social media content regenerated", ...social });
  });

  return router;
}
