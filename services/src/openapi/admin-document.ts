import { BRAND } from "@movebreak/shared/brand";
import {
  ConfirmationNeededSchema,
  DataTypeSchema,
  ExportFileSchemas,
  ImportListSchema,
  ImportRequestBodySchema,
  ImportResultSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RestoreRequestSchema,
  SessionResponseSchema,
} from "@movebreak/shared/contracts/admin";
import {
  AdminSessionListSchema,
  RevokeSessionsResponseSchema,
  SessionParamsSchema,
} from "@movebreak/shared/contracts/admin-sessions";
import {
  ActivityLogEntrySchema,
  AutomationMetricsSchema,
  AutomationStatusSchema,
  CommandResponseSchema,
  ConsoleResponseSchema,
  EventActorsSchema,
  EventStreamQuerySchema,
  EventsPageSchema,
  EventsQuerySchema,
  HistoryEventSchema,
  IntervalBodySchema,
  LimitQuerySchema,
  MaxRunTimeBodySchema,
  RunIdParamsSchema,
  StateAtQuerySchema,
  TopicLearningBodySchema,
} from "@movebreak/shared/contracts/automation";
import { AnalyticsQueryInputSchema, AutomationAnalyticsSchema } from "@movebreak/shared/contracts/automation-analytics";
import {
  ExportQuerySchema,
  GenerateResponseSchema,
  LandingPageFormSchema,
  LandingPageListQuerySchema,
  LandingPageListResponseSchema,
  LandingPageSchema,
  PageIdParamsSchema,
  QueueStatusSchema,
  SlugParamSchema,
} from "@movebreak/shared/contracts/landing-pages";
import { PageAnalyticsQuerySchema, PageAnalyticsReportSchema } from "@movebreak/shared/contracts/page-analytics";
import {
  ChooseBoardRequestSchema,
  ConnectRequestSchema,
  ExchangeCodeRequestSchema,
  PinterestAuthUrlResponseSchema,
  PinterestBoardSchema,
  PinterestBoardsResponseSchema,
  PinterestMessageResponseSchema,
  PinterestPinsResponseSchema,
  PinterestStatusSchema,
  PinterestTestResponseSchema,
} from "@movebreak/shared/contracts/pinterest";
import { ReachQuerySchema, ReachReportSchema } from "@movebreak/shared/contracts/reach";
import { z } from "zod";
import type { ApiAnswer, ApiRoute } from "../http/api-route";
import { apiDocument, type OpenApiDocument } from "./api-document";

/** Every named answer of the admin API; wherever one appears, the document writes a $ref to it. */
const COMPONENTS = {
  LoginResponse: LoginResponseSchema,
  SessionResponse: SessionResponseSchema,
  MessageResponse: MessageResponseSchema,
  AdminSessionList: AdminSessionListSchema,
  RevokeSessionsResponse: RevokeSessionsResponseSchema,
  ImportList: ImportListSchema,
  ImportResult: ImportResultSchema,
  ConfirmationNeeded: ConfirmationNeededSchema,
  LocationsExport: ExportFileSchemas.locations,
  WorkoutsExport: ExportFileSchemas.workouts,
  LocationContentExport: ExportFileSchemas["location-content"],
  AutomationStatus: AutomationStatusSchema,
  ActivityLogEntry: ActivityLogEntrySchema,
  ConsoleResponse: ConsoleResponseSchema,
  AutomationMetrics: AutomationMetricsSchema,
  CommandResponse: CommandResponseSchema,
  HistoryEvent: HistoryEventSchema,
  EventActors: EventActorsSchema,
  EventsPage: EventsPageSchema,
  AutomationAnalytics: AutomationAnalyticsSchema,
  QueueStatus: QueueStatusSchema,
  GenerateResponse: GenerateResponseSchema,
  LandingPage: LandingPageSchema,
  LandingPageList: LandingPageListResponseSchema,
  PinterestAuthUrl: PinterestAuthUrlResponseSchema,
  PinterestStatus: PinterestStatusSchema,
  PinterestPins: PinterestPinsResponseSchema,
  PinterestTest: PinterestTestResponseSchema,
  PinterestBoards: PinterestBoardsResponseSchema,
  PinterestBoard: PinterestBoardSchema,
  PinterestMessage: PinterestMessageResponseSchema,
  ReachReport: ReachReportSchema,
  PageAnalyticsReport: PageAnalyticsReportSchema,
} as const;

type ComponentName = keyof typeof COMPONENTS;

/** The security schemes: the session (header or cookie), and the API key export and import also take. */
const SESSION: Record<string, string[]>[] = [{ adminSession: [] }, { adminSessionCookie: [] }];
const SESSION_OR_KEY: Record<string, string[]>[] = [...SESSION, { adminApiKey: [] }];

type ErrorStatus = keyof NonNullable<ApiRoute["errors"]>;

/** What each error status means across the admin API. */
const ERRORS: Record<ErrorStatus, string> = {
  400: "The request does not meet its contract; details lists every failed rule.",
  401: "No valid session (or API key where one is accepted).",
  403: "A cookie-authenticated write from another origin (CSRF check).",
  404: "Not found.",
  409: "Refused in the current state, or changes to confirm first.",
  413: "The body is larger than the route accepts.",
  429: "Too many attempts.",
  501: "Not served.",
  502: "Pinterest answered with an error.",
};

/** An admin route in short: the statuses every route shares (401, 400 where it takes input) are added. */
interface AdminRoute {
  id: string;
  summary: string;
  tag: "Session" | "Data" | "Automation" | "History" | "Pages" | "Pinterest" | "Reach" | "Analytics" | "Meta";
  /** The answer: a named schema, or its description and body. */
  ok: ComponentName | ApiAnswer;
  status?: 200 | 201 | 202;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  errors?: ErrorStatus[];
  auth?: "none" | "session" | "session-or-key";
  description?: string;
}

/** "POST /api/admin/imports/:id/restore" and its short form -> the route's declaration. */
function declare(key: string, route: AdminRoute): ApiRoute {
  const [method = "", path = ""] = key.split(" ");
  const statuses: ErrorStatus[] = [
    ...(route.auth === "none" ? [] : [401 as const]),
    ...(route.params || route.query || route.body ? [400 as const] : []),
    ...(route.errors ?? []),
  ];
  return {
    method: method.toLowerCase() as ApiRoute["method"],
    path,
    operationId: route.id,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tag: route.tag,
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { query: route.query } : {}),
    ...(route.body ? { body: { type: "application/json", schema: route.body } } : {}),
    ...(route.status ? { status: route.status } : {}),
    ok: typeof route.ok === "string" ? { description: "The answer.", schema: COMPONENTS[route.ok] } : route.ok,
    errors: Object.fromEntries([...new Set(statuses)].sort().map((status) => [status, ERRORS[status]])),
    ...(route.auth === "none" ? { security: [] } : route.auth === "session-or-key" ? { security: SESSION_OR_KEY } : {}),
  };
}

/** An answer the document does not spell out field by field. */
const objectAnswer = (description: string): ApiAnswer => ({ description, schema: z.record(z.string(), z.unknown()) });
const json = (description: string, schema: z.ZodType): ApiAnswer => ({ description, schema });
const pageSaved = json(
  "{ success, message, page }.",
  z.looseObject({ success: z.boolean(), message: z.string(), page: z.record(z.string(), z.unknown()) }),
);
const exportFile = json(
  "The export file of that type.",
  z.union([ExportFileSchemas.locations, ExportFileSchemas.workouts, ExportFileSchemas["location-content"]]),
);
const eventStream: ApiAnswer = {
  description: "Server-Sent Events: every stored event as it is appended (one `data:` line of HistoryEvent each).",
  content: { "text/event-stream": z.string() },
};

/** Every admin route by method and path (OpenAPI form); the test lists the app's routes against it. */
const ROUTES: Record<string, AdminRoute> = {
  "POST /api/admin/login": {
    id: "login",
    summary: "Signs in with the admin token; answers the session id and sets the session cookie",
    tag: "Session",
    ok: "LoginResponse",
    body: LoginRequestSchema,
    errors: [401, 429],
    auth: "none",
  },
  "GET /api/admin/session": {
    id: "getSession",
    summary: "Whether the request carries a valid session",
    tag: "Session",
    ok: "SessionResponse",
    auth: "none",
  },
  "POST /api/admin/logout": { id: "logout", summary: "Ends the session", tag: "Session", ok: "MessageResponse" },
  "GET /api/admin/sessions": {
    id: "listSessions",
    summary: "The active sessions, the caller's marked current",
    tag: "Session",
    ok: "AdminSessionList",
    description:
      "Each session by its 8-character label (never its id), when it was made and last used (written at most once a minute), the network it was last used from (/24 or /48) and a short browser label.",
  },
  "DELETE /api/admin/sessions/:id": {
    id: "revokeSession",
    summary: "Ends another session, named by its label",
    tag: "Session",
    ok: "RevokeSessionsResponse",
    params: SessionParamsSchema,
    errors: [404, 409],
    description:
      "The session's next call answers 401. The caller's own session answers 409: Logout ends it. Recorded as AdminSessionRevoked.",
  },
  "POST /api/admin/sessions/revoke-others": {
    id: "revokeOtherSessions",
    summary: "Ends every session but the caller's",
    tag: "Session",
    ok: "RevokeSessionsResponse",
    description: "Answers the labels it ended. Recorded as OtherAdminSessionsRevoked.",
  },
  "GET /api/admin/export-:type": {
    id: "exportData",
    summary: "Exports every record of one data type",
    tag: "Data",
    ok: exportFile,
    params: z.object({ type: DataTypeSchema }),
    auth: "session-or-key",
  },
  "POST /api/admin/import-:type": {
    id: "importData",
    summary: "Imports records of one data type (a replace that deletes asks first: 409 with the preview)",
    tag: "Data",
    ok: "ImportResult",
    params: z.object({ type: DataTypeSchema }),
    body: ImportRequestBodySchema,
    errors: [409, 413],
    auth: "session-or-key",
  },
  "GET /api/admin/imports": { id: "listImports", summary: "The recent imports", tag: "Data", ok: "ImportList" },
  "POST /api/admin/imports/:id/restore": {
    id: "restoreImport",
    summary: "Restores the data as it was before an import",
    tag: "Data",
    ok: "ImportResult",
    params: z.object({ id: z.string() }),
    body: RestoreRequestSchema,
    errors: [404, 409],
  },
  "GET /api/admin/landing-pages": {
    id: "listLandingPages",
    summary: "Landing pages, paged and filtered",
    tag: "Pages",
    ok: "LandingPageList",
    query: LandingPageListQuerySchema,
  },
  "GET /api/admin/landing-pages/check-slug/:slug": {
    id: "checkSlug",
    summary: "Whether a slug is free",
    tag: "Pages",
    ok: json("{ isAvailable }.", z.object({ isAvailable: z.boolean() })),
    params: SlugParamSchema,
  },
  "GET /api/admin/landing-pages/types": {
    id: "listPageTypes",
    summary: "The page types in use",
    tag: "Pages",
    ok: json("{ types }.", z.object({ types: z.array(z.string()) })),
  },
  "GET /api/admin/landing-pages/export": {
    id: "exportLandingPages",
    summary: "Every page of one type",
    tag: "Pages",
    ok: json("{ pages, count }.", z.object({ pages: z.array(LandingPageSchema), count: z.number().int() })),
    query: ExportQuerySchema,
  },
  "POST /api/admin/landing-pages/manual": {
    id: "createLandingPage",
    summary: "Writes a page by hand",
    tag: "Pages",
    status: 201,
    ok: pageSaved,
    body: LandingPageFormSchema,
    errors: [409],
  },
  "GET /api/admin/landing-pages/:id": {
    id: "getLandingPage",
    summary: "One page, as stored",
    tag: "Pages",
    ok: "LandingPage",
    params: PageIdParamsSchema,
    errors: [404],
  },
  "PUT /api/admin/landing-pages/:id": {
    id: "updateLandingPage",
    summary: "Edits a page",
    tag: "Pages",
    ok: pageSaved,
    params: PageIdParamsSchema,
    body: LandingPageFormSchema,
    errors: [404, 409],
  },
  "POST /api/admin/landing-pages/:id/regenerate-social-media": {
    id: "regenerateSocialMedia",
    summary: "Renders a page's hero and poster again",
    tag: "Pages",
    ok: json(
      "{ success, message, ... }: the page's new social content.",
      z.looseObject({ success: z.boolean(), message: z.string() }),
    ),
    params: PageIdParamsSchema,
    errors: [404],
  },
  "POST /api/page-generator/generate": {
    id: "generatePage",
    summary: "Queues one generated page",
    tag: "Pages",
    status: 202,
    ok: "GenerateResponse",
    errors: [409],
  },
  "GET /api/page-generator/queue/status": {
    id: "getQueueStatus",
    summary: "The generation queue",
    tag: "Pages",
    ok: json("{ success, queueStatus }.", z.object({ success: z.boolean(), queueStatus: QueueStatusSchema })),
  },
  "GET /api/automation/status": {
    id: "getAutomationStatus",
    summary: "The automation's state",
    tag: "Automation",
    ok: "AutomationStatus",
  },
  "GET /api/automation/logs": {
    id: "listActivityLogs",
    summary: "The activity log, newest first",
    tag: "Automation",
    ok: json("The entries.", z.array(ActivityLogEntrySchema)),
    query: LimitQuerySchema,
  },
  "DELETE /api/automation/logs": {
    id: "clearActivityLogs",
    summary: "Clears the activity log",
    tag: "Automation",
    ok: "CommandResponse",
  },
  "GET /api/automation/console": {
    id: "getConsole",
    summary: "The console lines with the status",
    tag: "Automation",
    ok: "ConsoleResponse",
    query: LimitQuerySchema,
  },
  "GET /api/automation/machine": {
    id: "getMachine",
    summary: "The state machine as a diagram (states and transitions)",
    tag: "Automation",
    ok: objectAnswer("The machine's states and transitions."),
  },
  "GET /api/automation/metrics": {
    id: "getMetrics",
    summary: "Run and step figures",
    tag: "Automation",
    ok: "AutomationMetrics",
  },
  "GET /api/automation/analytics": {
    id: "getAnalytics",
    summary: "Runs, step durations and pages per hour or day",
    tag: "Automation",
    ok: "AutomationAnalytics",
    query: AnalyticsQueryInputSchema,
  },
  "POST /api/automation/start": {
    id: "startAutomation",
    summary: "Starts the automation",
    tag: "Automation",
    ok: "CommandResponse",
    errors: [409],
  },
  "POST /api/automation/stop": {
    id: "stopAutomation",
    summary: "Stops it",
    tag: "Automation",
    ok: "CommandResponse",
    errors: [409],
  },
  "POST /api/automation/pause": {
    id: "pauseAutomation",
    summary: "Pauses it",
    tag: "Automation",
    ok: "CommandResponse",
    errors: [409],
  },
  "POST /api/automation/resume": {
    id: "resumeAutomation",
    summary: "Resumes it",
    tag: "Automation",
    ok: "CommandResponse",
    errors: [409],
  },
  "PUT /api/automation/interval": {
    id: "setInterval",
    summary: "Minutes between runs",
    tag: "Automation",
    ok: "CommandResponse",
    body: IntervalBodySchema,
    errors: [409],
  },
  "PUT /api/automation/max-run-time": {
    id: "setMaxRunTime",
    summary: "The longest a run may take (null: unlimited)",
    tag: "Automation",
    ok: "CommandResponse",
    body: MaxRunTimeBodySchema,
    errors: [409],
  },
  "PUT /api/automation/topic-learning": {
    id: "setTopicLearning",
    summary: "Whether step 1 weighs topics by their pages' store clicks",
    tag: "Automation",
    ok: "CommandResponse",
    body: TopicLearningBodySchema,
    errors: [409],
  },
  "GET /api/automation/events": {
    id: "listEvents",
    summary: "Stored events, filtered and paged by seq",
    tag: "History",
    ok: "EventsPage",
    query: EventsQuerySchema,
  },
  "GET /api/automation/events/actors": {
    id: "listEventActors",
    summary: "Who the latest events were recorded for: the actor filter's suggestions",
    tag: "History",
    ok: "EventActors",
    description:
      'Each actor once, the most recent first, read from the latest 10,000 events (at most 50). An actor naming its session ("admin (session ebc1be8c)") comes after what it begins with ("admin"): the events\' actor filter matches a prefix.',
  },
  "GET /api/automation/events/stream": {
    id: "streamEvents",
    summary: "Stored events live, as Server-Sent Events",
    tag: "History",
    ok: eventStream,
    query: EventStreamQuerySchema,
  },
  "GET /api/automation/events/download": {
    id: "downloadEvents",
    summary: "Every event (of one run) as a JSON file",
    tag: "History",
    ok: json("The events, oldest first.", z.array(HistoryEventSchema)),
    query: RunIdParamsSchema.partial(),
  },
  "GET /api/automation/state": {
    id: "getStateAt",
    summary: "The automation's state as of one event",
    tag: "History",
    ok: objectAnswer("The state folded up to that seq."),
    query: StateAtQuerySchema,
    errors: [404],
  },
  "GET /api/automation/runs/:runId": {
    id: "getRun",
    summary: "One run with its steps",
    tag: "History",
    ok: objectAnswer("The run."),
    params: RunIdParamsSchema,
    errors: [404],
  },
  "POST /api/automation/projections/rebuild": {
    id: "rebuildProjections",
    summary: "Rebuilds every read model from the events",
    tag: "History",
    ok: objectAnswer("{ success, message, events, ... }."),
    errors: [409],
  },
  "GET /api/pinterest/auth-url": {
    id: "getPinterestAuthUrl",
    summary: "Where to authorize the app",
    tag: "Pinterest",
    ok: "PinterestAuthUrl",
    errors: [409],
  },
  "POST /api/pinterest/exchange-code": {
    id: "exchangePinterestCode",
    summary: "Completes the authorization",
    tag: "Pinterest",
    ok: "PinterestMessage",
    body: ExchangeCodeRequestSchema,
    errors: [409, 502],
  },
  "POST /api/pinterest/connect": {
    id: "connectPinterest",
    summary: "Connects with a token given by hand",
    tag: "Pinterest",
    ok: "PinterestMessage",
    body: ConnectRequestSchema,
    errors: [409, 502],
  },
  "GET /api/pinterest/status": {
    id: "getPinterestStatus",
    summary: "The connection",
    tag: "Pinterest",
    ok: "PinterestStatus",
  },
  "GET /api/pinterest/pins": {
    id: "listPins",
    summary: "The recent pins",
    tag: "Pinterest",
    ok: "PinterestPins",
    errors: [409, 502],
  },
  "GET /api/pinterest/test": {
    id: "testPinterest",
    summary: "Tries the connection",
    tag: "Pinterest",
    ok: "PinterestTest",
  },
  "POST /api/pinterest/disconnect": {
    id: "disconnectPinterest",
    summary: "Forgets the connection",
    tag: "Pinterest",
    ok: "PinterestMessage",
  },
  "GET /api/pinterest/boards": {
    id: "listBoards",
    summary: "The account's boards",
    tag: "Pinterest",
    ok: "PinterestBoards",
    errors: [409, 502],
  },
  "PUT /api/pinterest/board": {
    id: "chooseBoard",
    summary: "Where new pages are pinned (null: nowhere)",
    tag: "Pinterest",
    ok: json(
      "{ success, message, board }.",
      z.object({ success: z.boolean(), message: z.string(), board: PinterestBoardSchema.nullable() }),
    ),
    body: ChooseBoardRequestSchema,
    errors: [404, 409],
  },
  "GET /api/admin/reach": {
    id: "getReach",
    summary: "Player loads and plays and /try opens per day, and the embedding hosts",
    tag: "Reach",
    ok: "ReachReport",
    query: ReachQuerySchema,
    description:
      "UTC days, both ends included; without from, the 30 days up to to (default today). Written every few seconds: a host shows within a minute of its first load.",
  },
  "GET /api/admin/analytics/pages": {
    id: "getPageAnalytics",
    summary: "Views and store clicks of the public pages, grouped by page, topic, audience, context, method or day",
    tag: "Analytics",
    ok: "PageAnalyticsReport",
    query: PageAnalyticsQuerySchema,
    description:
      "UTC days, both ends included, at most 366; without from, the 30 days up to to (default today). previous is the same number of days just before from, grouped the same way. Topic, audience, context and method are the landing page's (pain point, demographic, context, and how it was written: manual, template or llm); any other page groups as (not a landing page). Written every few seconds.",
  },
  "GET /api/admin/openapi.json": {
    id: "getAdminOpenApiDocument",
    summary: "This document",
    tag: "Meta",
    ok: objectAnswer("The OpenAPI 3.1 document of the admin API."),
  },
};

/** Every admin route: the app's mounted admin routes are checked against this list (admin-openapi.test.ts). */
export const ADMIN_API_ROUTES: readonly ApiRoute[] = Object.entries(ROUTES).map(([key, route]) => declare(key, route));

/** GET /api/admin/openapi.json: this document. */
export const ADMIN_OPENAPI_ROUTE = ADMIN_API_ROUTES.find(
  (route) => route.operationId === "getAdminOpenApiDocument",
) as ApiRoute;

/**
 * The OpenAPI 3.1 document of the operators' API (every /api/admin, /api/automation, /api/page-generator
 * and /api/pinterest route), generated from the zod contracts the routes parse and answer with, as the
 * public one is. services/test/admin-openapi.test.ts fails when a mounted admin route is missing from it.
 */
export function adminApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  return apiDocument({
    title: `${BRAND.name} admin API`,
    description: `The operators' API behind the ${BRAND.name} admin. Every route but login and session needs a session: the x-admin-session header (the sessionId login answers) or the session cookie. Export and import also take the API key as a bearer token. A cookie-authenticated write must come from the site's own origin. Every error answers JSON ${"{ error, details? }"}. Every answer, errors included, carries Cache-Control: no-store.`,
    ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
    tags: [
      { name: "Session", description: "Signing in and out, and the active sessions." },
      { name: "Data", description: "Export, import and restore of the catalog." },
      { name: "Pages", description: "Landing pages and the generation queue." },
      { name: "Automation", description: "The page automation: status, commands, settings, figures." },
      { name: "History", description: "The stored events: lists, live stream, state at a point, runs." },
      { name: "Pinterest", description: "The Pinterest connection and pins." },
      { name: "Reach", description: "Where the players are embedded and used." },
      { name: "Analytics", description: "How the public pages are read and whether they lead to the store." },
      { name: "Meta", description: "About the API itself." },
    ],
    routes: ADMIN_API_ROUTES,
    components: COMPONENTS,
    securitySchemes: {
      adminSession: {
        type: "apiKey",
        in: "header",
        name: "x-admin-session",
        description: "The sessionId login answers.",
      },
      adminSessionCookie: {
        type: "apiKey",
        in: "cookie",
        name: "mb_admin_session",
        description: "Set by login (__Host-mb_admin_session in production).",
      },
      adminApiKey: { type: "http", scheme: "bearer", description: "ADMIN_API_KEY; export and import only." },
    },
    security: SESSION,
  });
}
