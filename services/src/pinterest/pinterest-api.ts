import { z } from "zod";

/** A failed call to Pinterest: its HTTP status (0 for no answer) and its message, never a token. */
export class PinterestApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().nonnegative().optional(),
  refresh_token_expires_in: z.number().nonnegative().optional(),
  scope: z.string().optional(),
});
export type TokenAnswer = z.infer<typeof TokenAnswerSchema>;

const UserAccountSchema = z.object({
  username: z.string().min(1),
  account_type: z.string().nullish(),
  profile_image: z.string().nullish(),
});
export type UserAccount = z.infer<typeof UserAccountSchema>;

const PinSchema = z.object({
  id: z.string(),
  title: z.string().nullish(),
  created_at: z.string().nullish(),
  link: z.string().nullish(),
  media: z
    .object({ images: z.record(z.string(), z.object({ url: z.string() }).loose()).optional() })
    .loose()
    .nullish(),
});
export type Pin = z.infer<typeof PinSchema>;

const BoardSchema = z.object({ id: z.string(), name: z.string() });

const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), bookmark: z.string().nullish() });

export interface NewPin {
  boardId: string;
  title: string;
  description: string;
  link: string;
  altText: string;
  image: { contentType: string; base64: string };
}

export interface PinterestApiOptions {
  baseUrl: string;
  app: { id: string; secret: string } | undefined;
  /** Each call gives up after this long. */
  timeoutMs?: number;
}

/** Pinterest API v5 over fetch: the token endpoint and the four resources the integration uses. */
export function pinterestApi(options: PinterestApiOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call<T extends z.ZodType>(
    path: string,
    init: RequestInit & { signal?: AbortSignal },
    schema: T,
  ): Promise<z.infer<T>> {
    const signal = init.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, { ...init, signal, redirect: "error" });
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be reached";
      throw new PinterestApiError(0, `Pinterest ${reason}`);
    }
    const text = await response.text().catch(() => "");
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) throw new PinterestApiError(response.status, describeFailure(response.status, body));
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new PinterestApiError(502, `Pinterest sent an unexpected answer to ${path.split("?")[0]}`);
    return parsed.data;
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: "application/json" });

  async function tokenRequest(form: Record<string, string>, signal?: AbortSignal) {
    if (!options.app) throw new PinterestApiError(0, "Pinterest OAuth is not configured");
    const basic = Buffer.from(`${options.app.id}:${options.app.secret}`).toString("base64");
    return call(
      "/v5/oauth/token",
      {
        method: "POST",
        headers: {
          authorization: `Basic ${basic}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams(form).toString(),
        ...(signal ? { signal } : {}),
      },
      TokenAnswerSchema,
    );
  }

  return {
    exchangeCode: (code: string, redirectUri: string) =>
      tokenRequest({ grant_type: "authorization_code", code, redirect_uri: redirectUri }),
    refresh: (refreshToken: string) => tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken }),
    userAccount: (token: string) => call("/v5/user_account", { headers: bearer(token) }, UserAccountSchema),
    listPins: async (token: string, pageSize: number) =>
      (await call(`/v5/pins?page_size=${pageSize}`, { headers: bearer(token) }, pageOf(PinSchema))).items,
    listBoards: async (token: string) =>
      (await call("/v5/boards?page_size=250", { headers: bearer(token) }, pageOf(BoardSchema))).items,
    createPin: (token: string, pin: NewPin, signal?: AbortSignal) =>
      call(
        "/v5/pins",
        {
          method: "POST",
          headers: { ...bearer(token), "content-type": "application/json" },
          body: JSON.stringify({
            board_id: pin.boardId,
            title: pin.title,
            description: pin.description,
            link: pin.link,
            alt_text: pin.altText,
            media_source: { source_type: "image_base64", content_type: pin.image.contentType, data: pin.image.base64 },
          }),
          ...(signal ? { signal } : {}),
        },
        z.object({ id: z.string() }),
      ),
  };
}

export type PinterestApi = ReturnType<typeof pinterestApi>;

/** Pinterest answers errors as {code, message} (OAuth errors as {error, error_description}). */
function describeFailure(status: number, body: unknown): string {
  const fields = (body ?? {}) as { message?: unknown; error_description?: unknown; error?: unknown };
  const detail = [fields.message, fields.error_description, fields.error].find(
    (value): value is string => typeof value === "string" && value.length > 0,
  );
  return `Pinterest answered ${status}${detail ? `: ${detail.slice(0, 300)}` : ""}`;
}
