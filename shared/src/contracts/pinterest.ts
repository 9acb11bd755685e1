import { z } from "zod";

/**
 * The fewest Pinterest API v5 scopes the integration works with: read the account
 * (user_accounts:read), list boards to choose one (boards:read), list recent pins
 * (pins:read) and create a pin for each new page (pins:write).
 */
export const PINTEREST_SCOPES = ["boards:read", "pins:read", "pins:write", "user_accounts:read"] as const;

/** How long an OAuth state is accepted after the admin asked for the authorization address. */
export const PINTEREST_STATE_TTL_MS = 10 * 60 * 1000;

/** Recent pins shown on /admin/pinterest (admin spec section 9). */
export const PINTEREST_RECENT_PINS = 6;

export const PINTEREST_MESSAGES = {
  accessTokenRequired: "Please enter your Pinterest access token",
  notConfigured: "Pinterest is not configured: set PINTEREST_TOKEN_KEY (and PINTEREST_APP_ID / PINTEREST_APP_SECRET)",
  oauthNotConfigured: "Pinterest OAuth is not configured: set PINTEREST_APP_ID and PINTEREST_APP_SECRET",
  notConnected: "No Pinterest account is connected",
  invalidState: "This Pinterest authorization is invalid or has expired. Start the connection again.",
} as const;

/** Tokens, codes and states travel in HTTP headers and forms: printable ASCII only (else 400, not a failed call). */
const TOKEN_CHARACTERS = /^[\x21-\x7E]*$/;
const TOKEN_CHARACTERS_MESSAGE = "Token may contain only printable ASCII characters, without spaces";
const token = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(4096, "Token is too long")
    .regex(TOKEN_CHARACTERS, TOKEN_CHARACTERS_MESSAGE);

/** POST /api/pinterest/exchange-code: what Pinterest sent back to the redirect address. */
export const ExchangeCodeRequestSchema = z.object({
  code: token("code is required").max(1024, "code is too long"),
  state: token("state is required").max(256, "state is too long"),
});
export type ExchangeCodeRequest = z.infer<typeof ExchangeCodeRequestSchema>;

/** POST /api/pinterest/connect: a token pasted by hand (admin spec section 5). */
export const ConnectRequestSchema = z.object({
  accessToken: token(PINTEREST_MESSAGES.accessTokenRequired),
  refreshToken: z
    .string()
    .trim()
    .max(4096, "Token is too long")
    .regex(TOKEN_CHARACTERS, TOKEN_CHARACTERS_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ConnectRequest = z.input<typeof ConnectRequestSchema>;

/** PUT /api/pinterest/board: the board new pages are pinned to, or null for none. */
export const ChooseBoardRequestSchema = z.object({
  boardId: z
    .string({ error: "boardId must be a board id or null" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "boardId must be a Pinterest board id")
    .nullable(),
});

export const PinterestBoardSchema = z.object({ id: z.string(), name: z.string() });
export type PinterestBoard = z.infer<typeof PinterestBoardSchema>;

export const PinterestLastCallSchema = z.object({
  at: z.string(),
  outcome: z.enum(["ok", "refused", "failed"]),
  error: z.string().nullable(),
});

/** The connection as the browser sees it: never a token. */
export const PinterestConnectionSchema = z.object({
  username: z.string(),
  accountType: z.string().nullable(),
  profileImage: z.string().nullable(),
  /** When the access token expires; null when unknown (a token entered by hand). */
  expiresAt: z.string().nullable(),
  isExpired: z.boolean(),
  /** The last successful call to Pinterest. */
  lastSyncAt: z.string().nullable(),
  scopes: z.array(z.string()),
  method: z.enum(["oauth", "manual"]),
  /** Whether the server can renew the access token by itself. */
  canRefresh: z.boolean(),
  /** The board new landing pages are pinned to. */
  board: PinterestBoardSchema.nullable(),
  /**
   * The last call to Pinterest with the stored tokens (null: none since this was recorded): ok, refused
   * (Pinterest refused the access or refresh token) or failed (no usable answer), with Pinterest's words.
   */
  lastCall: PinterestLastCallSchema.nullable(),
  /** Pinterest refuses the stored tokens (or they expired and cannot be renewed): only connecting again helps. */
  needsReconnect: z.boolean(),
});
export type PinterestConnection = z.infer<typeof PinterestConnectionSchema>;

export const PinterestStatusSchema = z.object({
  connected: z.boolean(),
  connection: PinterestConnectionSchema.nullable(),
});
export type PinterestStatus = z.infer<typeof PinterestStatusSchema>;

/** A pin in the shape of Pinterest's own (admin spec section 3), trimmed to what the page shows. */
export const PinterestPinSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  created_at: z.string().nullable(),
  link: z.string().nullable(),
  media: z.object({ images: z.record(z.string(), z.object({ url: z.string() })) }).nullable(),
});
export type PinterestPin = z.infer<typeof PinterestPinSchema>;

export const PinterestPinsResponseSchema = z.object({ pins: z.array(PinterestPinSchema) });
export const PinterestBoardsResponseSchema = z.object({
  boards: z.array(PinterestBoardSchema),
  selectedBoardId: z.string().nullable(),
});
export const PinterestAuthUrlResponseSchema = z.object({ authUrl: z.string() });
export const PinterestTestResponseSchema = z.object({
  success: z.boolean(),
  profile: z.object({ username: z.string() }).optional(),
  error: z.string().optional(),
});
export type PinterestTestResponse = z.infer<typeof PinterestTestResponseSchema>;
export const PinterestMessageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
