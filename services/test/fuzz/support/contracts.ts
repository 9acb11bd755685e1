import {
  DataTypeSchema,
  ImportRequestBodySchema,
  LocationContentRecordSchema,
  LocationRecordSchema,
  LoginRequestSchema,
  RestoreRequestSchema,
  WorkoutRecordSchema,
} from "@movebreak/shared/contracts/admin";
import { SessionParamsSchema } from "@movebreak/shared/contracts/admin-sessions";
import {
  EventStreamQuerySchema,
  EventsQuerySchema,
  IntervalBodySchema,
  LimitQuerySchema,
  MaxRunTimeBodySchema,
  RunIdParamsSchema,
  StateAtQuerySchema,
  TopicLearningBodySchema,
} from "@movebreak/shared/contracts/automation";
import { AnalyticsQueryInputSchema } from "@movebreak/shared/contracts/automation-analytics";
import {
  LocationIdParamSchema,
  LocationIdParamsSchema,
  MetadataQuerySchema,
  SharedKeyParamsSchema,
  SlugParamsSchema,
  WorkoutsQuerySchema,
} from "@movebreak/shared/contracts/catalog";
import {
  ExportQuerySchema,
  LandingPageFormSchema,
  LandingPageListQuerySchema,
  PageIdParamsSchema,
  SlugParamSchema,
} from "@movebreak/shared/contracts/landing-pages";
import { OembedQuerySchema } from "@movebreak/shared/contracts/oembed";
import { PageAnalyticsQuerySchema, PageBeaconSchema } from "@movebreak/shared/contracts/page-analytics";
import {
  ChooseBoardRequestSchema,
  ConnectRequestSchema,
  ExchangeCodeRequestSchema,
} from "@movebreak/shared/contracts/pinterest";
import { ReachBeaconSchema, ReachQuerySchema } from "@movebreak/shared/contracts/reach";
import { MOVEMENT_TYPES } from "@movebreak/shared/demonstrations/movements";
import { z } from "zod";

/** Values that exist in the fuzzed database, so generated requests also reach the found-it paths. */
export interface Known {
  locationIds: string[];
  locationSlugs: string[];
  sharedKeys: string[];
  pageSlugs: string[];
  pageIds: string[];
  mediaFiles: string[];
  runIds: string[];
  importIds: string[];
  boardIds: string[];
}

/** What one route reads from the request, as the shared zod contracts describe it. */
export interface Contract {
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Real values for path parameters and query keys, by name. */
  examples?: (known: Known) => Record<string, string[]>;
  /** Starts work that goes on after the answer (a run, a queued job): fuzzed last, see admin-api.test.ts. */
  background?: boolean;
}

/** Any record of the three import types, so each type also meets the others' records. */
const ImportFuzzSchema = ImportRequestBodySchema.extend({
  data: z.array(z.union([LocationRecordSchema, WorkoutRecordSchema, LocationContentRecordSchema])).max(5),
});

const catalogId = (known: Known) => ({ id: known.locationIds, locationId: known.locationIds });

const SITE = "https://movebreak.test";
const FrameQuerySchema = z.object({
  width: z.string().max(60).optional(),
  branding: z.string().max(10).optional(),
  autoplay: z.string().max(10).optional(),
});

/** Every public route (and the two public routes under /api/admin). */
export const PUBLIC_CONTRACTS: Record<string, Contract> = {
  "GET /healthz": {},
  "GET /readyz": {},
  "POST /api/admin/login": { body: LoginRequestSchema },
  "GET /api/admin/session": {},
  "GET /api/reviews": {},
  "GET /api/locations": {},
  "GET /api/locations/with-thumbnails": {},
  "GET /api/locations/by-slug/:slug": {
    params: SlugParamsSchema,
    examples: (known) => ({ slug: known.locationSlugs }),
  },
  "GET /api/locations/:id": { params: LocationIdParamsSchema, examples: catalogId },
  "GET /api/workouts": { query: WorkoutsQuerySchema, examples: catalogId },
  "GET /api/location-content": {},
  "GET /api/location-content/:locationId": { params: LocationIdParamSchema, examples: catalogId },
  "GET /api/embed/location/:locationId": { params: LocationIdParamSchema, examples: catalogId },
  "GET /api/embed/demonstrations/:file": {
    params: z.object({ file: z.string().regex(/^[a-z0-9.-]{1,60}\.(svg|json)$/) }),
    examples: () => ({
      file: MOVEMENT_TYPES.slice(0, 6).flatMap((type) => [`${type}.svg`, `${type}.json`, `${type}.seated.svg`]),
    }),
  },
  "GET /api/shared-movebreaks/:key": {
    params: SharedKeyParamsSchema,
    examples: (known) => ({ key: known.sharedKeys }),
  },
  "POST /api/shared-movebreaks/:key/increment-opens": {
    params: SharedKeyParamsSchema,
    examples: (known) => ({ key: known.sharedKeys }),
  },
  "GET /api/metadata": {
    query: MetadataQuerySchema,
    examples: (known) => ({
      path: ["/", "/movements", "/index-3", ...known.locationSlugs.map((slug) => `/movements/${slug}`)],
    }),
  },
  "GET /api/pages/:slug": { params: SlugParamSchema, examples: (known) => ({ slug: known.pageSlugs }) },
  "GET /api/openapi.json": {},
  "POST /api/reach": { body: ReachBeaconSchema },
  "POST /api/analytics": { body: PageBeaconSchema },
  "GET /try/:key": { params: SharedKeyParamsSchema, examples: (known) => ({ key: known.sharedKeys }) },
  "GET /images/pages/:file": {
    params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,220}\.png$/) }),
    examples: (known) => ({ file: known.mediaFiles }),
  },
  // The location artwork and share cards render in the CPU pool: a few known pages are enough to exercise them.
  "GET /images/locations/:file": {
    params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,200}\.png$/) }),
    examples: (known) => ({ file: known.locationSlugs.slice(0, 3).map((slug) => `${slug}.png`) }),
  },
  // The hero of a routine that starts with a given workout: any other workout or text is a 404, never a 500.
  "GET /images/locations/:slug/:file": {
    params: z.object({
      slug: z.string().regex(/^[a-z0-9-]{1,200}$/),
      file: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.png$/),
    }),
    examples: (known) => ({
      slug: known.locationSlugs.slice(0, 3),
      file: known.locationIds.slice(0, 3).map((id) => `${id}-01.png`),
    }),
  },
  "GET /images/thumbnails/locations/:file": {
    params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,200}\.png$/) }),
    examples: (known) => ({ file: known.locationSlugs.slice(0, 3).map((slug) => `${slug}.png`) }),
  },
  "GET /images/share/locations/:file": {
    params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,200}\.png$/) }),
    examples: (known) => ({ file: known.locationSlugs.slice(0, 3).map((slug) => `${slug}.png`) }),
  },
  "GET /images/share/try/:file": {
    params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.png$/) }),
    examples: (known) => ({ file: known.sharedKeys.slice(0, 3).map((key) => `${key}.png`) }),
  },
  "GET /sitemap.xml": {},
  "GET /sitemap-:part.xml": { params: z.object({ part: z.int().min(0).max(3) }) },
  "GET /robots.txt": {},
  "GET /pages/:slug": { params: SlugParamSchema, examples: (known) => ({ slug: known.pageSlugs }) },
  "GET /embed/movebreak-player.js": {},
  "GET /embed/movebreak-frame.js": {},
  // The iframe player's pages: width, branding and autoplay are read like the data attributes (anything
  // unreadable gives the default), so any text must still answer the page or its "Video unavailable".
  "GET /embed/try/:key": {
    params: SharedKeyParamsSchema,
    query: FrameQuerySchema,
    examples: (known) => ({ key: known.sharedKeys }),
  },
  "GET /embed/:locationId": { params: LocationIdParamSchema, query: FrameQuerySchema, examples: catalogId },
  "GET /oembed": {
    query: OembedQuerySchema,
    // The test server's SITE_URL (support/test-app.ts): its pages with a player, and some without.
    examples: (known) => ({
      url: [
        ...known.locationSlugs
          .slice(0, 3)
          .flatMap((slug) => [`${SITE}/movements/${slug}`, `${SITE}/locations/${slug}`]),
        ...known.sharedKeys.slice(0, 3).map((key) => `${SITE}/try/${key}`),
        `${SITE}/pricing`,
        "https://elsewhere.example/movements/arms-only",
      ],
      format: ["json", "xml"],
    }),
  },
  "GET /admin/{*path}": {},
  "GET /{*path}": {
    examples: (known) => ({
      path: ["", "movements", ...known.locationSlugs.map((slug) => `movements/${slug}`), "index-3", "shared-movebreak"],
    }),
  },
};

/** Every admin route, fuzzed with a valid session. */
export const ADMIN_CONTRACTS: Record<string, Contract> = {
  "POST /api/admin/logout": {},
  "GET /api/admin/sessions": {},
  // Only other sessions end: the fuzzer's own goes on (its own label answers 409).
  "DELETE /api/admin/sessions/:id": { params: SessionParamsSchema },
  "POST /api/admin/sessions/revoke-others": {},
  "GET /api/admin/export-:type": { params: z.object({ type: DataTypeSchema }) },
  "POST /api/admin/import-:type": { params: z.object({ type: DataTypeSchema }), body: ImportFuzzSchema },
  "GET /api/admin/imports": {},
  "POST /api/admin/imports/:id/restore": {
    params: z.object({ id: z.string() }),
    body: RestoreRequestSchema,
    examples: (known) => ({ id: known.importIds }),
  },
  "GET /api/automation/status": {},
  "GET /api/automation/logs": { query: LimitQuerySchema },
  "GET /api/automation/console": { query: LimitQuerySchema },
  "GET /api/automation/machine": {},
  "GET /api/automation/metrics": {},
  "POST /api/automation/start": { background: true },
  "POST /api/automation/stop": {},
  "POST /api/automation/pause": {},
  "POST /api/automation/resume": { background: true },
  "PUT /api/automation/interval": { body: IntervalBodySchema },
  "PUT /api/automation/max-run-time": { body: MaxRunTimeBodySchema },
  "PUT /api/automation/topic-learning": { body: TopicLearningBodySchema },
  "DELETE /api/automation/logs": {},
  "GET /api/automation/events": { query: EventsQuerySchema, examples: (known) => ({ runId: known.runIds }) },
  "GET /api/automation/events/stream": {
    query: EventStreamQuerySchema,
    examples: (known) => ({ runId: known.runIds }),
  },
  "GET /api/automation/events/actors": {},
  "GET /api/automation/events/download": {
    query: RunIdParamsSchema.partial(),
    examples: (known) => ({ runId: known.runIds }),
  },

  "GET /api/automation/state": { query: StateAtQuerySchema },
  "GET /api/automation/runs/:runId": { params: RunIdParamsSchema, examples: (known) => ({ runId: known.runIds }) },
  "POST /api/automation/projections/rebuild": {},
  "GET /api/automation/analytics": { query: AnalyticsQueryInputSchema },
  "GET /api/admin/reach": { query: ReachQuerySchema },
  "GET /api/admin/analytics/pages": { query: PageAnalyticsQuerySchema },
  "GET /api/admin/openapi.json": {},
  "POST /api/page-generator/generate": { background: true },
  "GET /api/page-generator/queue/status": {},
  "GET /api/pinterest/auth-url": {},
  "POST /api/pinterest/exchange-code": { body: ExchangeCodeRequestSchema },
  "POST /api/pinterest/connect": { body: ConnectRequestSchema },
  "GET /api/pinterest/status": {},
  "GET /api/pinterest/pins": {},
  "GET /api/pinterest/test": {},
  "POST /api/pinterest/disconnect": {},
  "GET /api/pinterest/boards": {},
  "PUT /api/pinterest/board": { body: ChooseBoardRequestSchema },
  "GET /api/admin/landing-pages/check-slug/:slug": {
    params: SlugParamSchema,
    examples: (known) => ({ slug: known.pageSlugs }),
  },
  "GET /api/admin/landing-pages/types": {},
  "GET /api/admin/landing-pages/export": { query: ExportQuerySchema, examples: () => ({ type: ["landing_page"] }) },
  "GET /api/admin/landing-pages": { query: LandingPageListQuerySchema },
  "POST /api/admin/landing-pages/manual": { body: LandingPageFormSchema },
  "GET /api/admin/landing-pages/:id": { params: PageIdParamsSchema, examples: (known) => ({ id: known.pageIds }) },
  "PUT /api/admin/landing-pages/:id": {
    params: PageIdParamsSchema,
    // The route keeps the page's slug when the body has none (changing it is refused; POST /manual fuzzes the slug).
    body: LandingPageFormSchema.omit({ slug: true }),
    examples: (known) => ({ id: known.pageIds }),
  },
  "POST /api/admin/landing-pages/:id/regenerate-social-media": {
    params: PageIdParamsSchema,
    examples: (known) => ({ id: known.pageIds }),
  },
};
