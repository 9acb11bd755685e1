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
  EventStreamQuerySchema,
  EventsPageSchema,
  EventsQuerySchema,
  HistoryEventSchema,
  IntervalBodySchema,
  LimitQuerySchema,
  MaxRunTimeBodySchema,
  RunIdParamsSchema,
  StateAtQuerySchema,
} from "@movebreak/shared/contracts/automation";
import { AnalyticsQueryInputSchema, AutomationAnalyticsSchema } from "@movebreak/shared/contracts/automation-analytics";
import { ErrorBodySchema } from "@movebreak/shared/contracts/common";
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
import {
  componentSchemas,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
  parametersOf,
  withoutRootKeys,
} from "./public-api-document";

/** Every named answer of the admin API; a schema used inside another becomes a $ref to it. */
const COMPONENTS = {
  ErrorBody: ErrorBodySchema,
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
} as const;

type ComponentName = keyof typeof COMPONENTS;
const ref = (name: ComponentName): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const json = (description: string, schema: JsonSchema): OpenApiResponse => ({
  description,
  content: { "application/json": { schema } },
});
const inputSchema = (schema: z.ZodType): JsonSchema =>
  withoutRootKeys(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);

/** The security schemes: the session (header or cookie), and the API key export and import also take. */
const SESSION: Record<string, string[]>[] = [{ adminSession: [] }, { adminSessionCookie: [] }];
const SESSION_OR_KEY: Record<string, string[]>[] = [...SESSION, { adminApiKey: [] }];

const ERRORS: Record<number, OpenApiResponse> = {
  400: json("The request does not meet its contract; details lists every failed rule.", ref("ErrorBody")),
  401: json("No valid session (or API key where one is accepted).", ref("ErrorBody")),
  403: json("A cookie-authenticated write from another origin (CSRF check).", ref("ErrorBody")),
  404: json("Not found.", ref("ErrorBody")),
  409: json("Refused in the current state, or changes to confirm first.", ref("ErrorBody")),
  429: json("Too many attempts.", ref("ErrorBody")),
  500: json("An unexpected fault on the server.", ref("ErrorBody")),
  502: json("Pinterest answered with an error.", ref("ErrorBody")),
};

interface Route {
  id: string;
  summary: string;
  tag: "Session" | "Data" | "Automation" | "History" | "Pages" | "Pinterest" | "Reach" | "Meta";
  /** The answer, or its schema and description. */
  ok: ComponentName | OpenApiResponse;
  status?: 200 | 201 | 202;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  errors?: number[];
  auth?: "none" | "session" | "session-or-key";
  description?: string;
}

const ok = (value: Route["ok"]): OpenApiResponse =>
  typeof value === "string" ? json("The answer.", ref(value)) : value;

function operation(route: Route): OpenApiOperation {
  const parameters: OpenApiParameter[] = [
    ...(route.params ? parametersOf("path", route.params) : []),
    ...(route.query && "shape" in route.query ? parametersOf("query", route.query as z.ZodObject) : []),
  ];
  const writes = route.body !== undefined;
  const errorCodes = [
    ...(route.auth === "none" ? [] : [401]),
    ...(parameters.length > 0 || writes ? [400] : []),
    ...(route.errors ?? []),
    500,
  ];
  return {
    operationId: route.id,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { "application/json": { schema: inputSchema(route.body) } } } }
      : {}),
    responses: {
      [String(route.status ?? 200)]: ok(route.ok),
      ...Object.fromEntries(
        [...new Set(errorCodes)].sort().map((code) => [String(code), ERRORS[code] as OpenApiResponse]),
      ),
    },
    ...(route.auth === "none" ? { security: [] } : route.auth === "session-or-key" ? { security: SESSION_OR_KEY } : {}),
  };
}

const exportFile: OpenApiResponse = json("The export file of that type.", {
  oneOf: [ref("LocationsExport"), ref("WorkoutsExport"), ref("LocationContentExport")],
});
const eventStream: OpenApiResponse = {
  description: "Server-Sent Events: every stored event as it is appended (one `data:` line of HistoryEvent each).",
  content: { "text/event-stream": { schema: { type: "string" } } } as unknown as OpenApiResponse["content"],
};
const objectAnswer = (description: string): OpenApiResponse => json(description, { type: "object" });

/** Every admin route by method and path (OpenAPI form); the test lists the app's routes against it. */
const ROUTES: Record<string, Route> = {
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
  "DELETE /api/admin/sessions/{id}": {
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
  "GET /api/admin/export-{type}": {
    id: "exportData",
    summary: "Exports every record of one data type",
    tag: "Data",
    ok: exportFile,
    params: z.object({ type: DataTypeSchema }),
    auth: "session-or-key",
  },
  "POST /api/admin/import-{type}": {
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
  "POST /api/admin/imports/{id}/restore": {
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
  "GET /api/admin/landing-pages/check-slug/{slug}": {
    id: "checkSlug",
    summary: "Whether a slug is free",
    tag: "Pages",
    ok: json("{ isAvailable }.", { type: "object", properties: { isAvailable: { type: "boolean" } } }),
    params: SlugParamSchema,
  },
  "GET /api/admin/landing-pages/types": {
    id: "listPageTypes",
    summary: "The page types in use",
    tag: "Pages",
    ok: json("{ types }.", { type: "object", properties: { types: { type: "array", items: { type: "string" } } } }),
  },
  "GET /api/admin/landing-pages/export": {
    id: "exportLandingPages",
    summary: "Every page of one type",
    tag: "Pages",
    ok: json("{ pages, count }.", {
      type: "object",
      properties: { pages: { type: "array", items: ref("LandingPage") }, count: { type: "integer" } },
    }),
    query: ExportQuerySchema,
  },
  "POST /api/admin/landing-pages/manual": {
    id: "createLandingPage",
    summary: "Writes a page by hand",
    tag: "Pages",
    status: 201,
    ok: objectAnswer("{ success, message, page }."),
    body: LandingPageFormSchema,
    errors: [409],
  },
  "GET /api/admin/landing-pages/{id}": {
    id: "getLandingPage",
    summary: "One page, as stored",
    tag: "Pages",
    ok: "LandingPage",
    params: PageIdParamsSchema,
    errors: [404],
  },
  "PUT /api/admin/landing-pages/{id}": {
    id: "updateLandingPage",
    summary: "Edits a page",
    tag: "Pages",
    ok: objectAnswer("{ success, message, page }."),
    params: PageIdParamsSchema,
    body: LandingPageFormSchema,
    errors: [404, 409],
  },
  "POST /api/admin/landing-pages/{id}/regenerate-social-media": {
    id: "regenerateSocialMedia",
    summary: "Renders a page's hero and poster again",
    tag: "Pages",
    ok: objectAnswer("{ success, message, page }."),
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
    ok: json("{ success, queueStatus }.", {
      type: "object",
      properties: { success: { type: "boolean" }, queueStatus: ref("QueueStatus") },
      required: ["success", "queueStatus"],
    }),
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
    ok: json("The entries.", { type: "array", items: ref("ActivityLogEntry") }),
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
  "GET /api/automation/events": {
    id: "listEvents",
    summary: "Stored events, filtered and paged by seq",
    tag: "History",
    ok: "EventsPage",
    query: EventsQuerySchema,
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
    ok: json("The events, oldest first.", { type: "array", items: ref("HistoryEvent") }),
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
  "GET /api/automation/runs/{runId}": {
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
    ok: json("{ success, message, board }.", {
      type: "object",
      properties: {
        success: { type: "boolean" },
        message: { type: "string" },
        board: { anyOf: [ref("PinterestBoard"), { type: "null" }] },
      },
    }),
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
  "GET /api/admin/openapi.json": {
    id: "getAdminOpenApiDocument",
    summary: "This document",
    tag: "Meta",
    ok: objectAnswer("The OpenAPI 3.1 document of the admin API."),
  },
};

/** "GET /api/admin/imports/{id}/restore" -> ["get", "/api/admin/imports/{id}/restore"]. */
const split = (key: string) => {
  const [method = "", path = ""] = key.split(" ");
  return [method.toLowerCase() as "get" | "post" | "put" | "delete", path] as const;
};

/** The routes this document describes, as "METHOD /path/{param}". */
export const ADMIN_DOCUMENTED_ROUTES = Object.keys(ROUTES);

/**
 * The OpenAPI 3.1 document of the operators' API (every /api/admin, /api/automation, /api/page-generator
 * and /api/pinterest route), generated from the zod contracts the routes parse and answer with, as the
 * public one is. services/test/admin-openapi.test.ts fails when a mounted admin route is missing from it.
 */
export function buildAdminApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const [key, route] of Object.entries(ROUTES)) {
    const [method, path] = split(key);
    paths[path] = { ...paths[path], [method]: operation(route) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${BRAND.name} admin API`,
      version: "1.0.0",
      description: `The operators' API behind the ${BRAND.name} admin. Every route but login and session needs a session: the x-admin-session header (the sessionId login answers) or the session cookie. Export and import also take the API key as a bearer token. A cookie-authenticated write must come from the site's own origin. Every error answers JSON ${"{ error, details? }"}. Every answer, errors included, carries Cache-Control: no-store.`,
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [
      { name: "Session", description: "Signing in and out, and the active sessions." },
      { name: "Data", description: "Export, import and restore of the catalog." },
      { name: "Pages", description: "Landing pages and the generation queue." },
      { name: "Automation", description: "The page automation: status, commands, settings, figures." },
      { name: "History", description: "The stored events: lists, live stream, state at a point, runs." },
      { name: "Pinterest", description: "The Pinterest connection and pins." },
      { name: "Reach", description: "Where the players are embedded and used." },
      { name: "Meta", description: "About the API itself." },
    ],
    paths,
    components: {
      schemas: componentSchemas(COMPONENTS),
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
    },
    security: SESSION,
  };
}
