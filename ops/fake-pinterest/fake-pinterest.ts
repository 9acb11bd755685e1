import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Pinterest on loopback: the OAuth consent page and the API v5 endpoints the
 * Movebreak integration uses (token, user_account, pins, boards), with knobs for tests.
 * Everything lives in memory; nothing here talks to the real Pinterest.
 */

export interface FakePinterestOptions {
  port?: number;
  host?: string;
  appId?: string;
  appSecret?: string;
  /** Access token lifetime in seconds (Pinterest's is 30 days). */
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** A long-lived token the manual form can use. */
  manualToken?: string;
  username?: string;
}

export interface RecordedCall {
  method: string;
  path: string;
  grantType?: string;
  authorization?: string;
}

interface Token {
  value: string;
  expiresAt: number;
  scope: string;
}

interface StoredPin {
  id: string;
  title: string | null;
  description: string;
  link: string | null;
  board_id: string;
  alt_text: string | null;
  created_at: string;
  media_source_type: string;
  image_bytes: number;
}

export interface FakePinterest {
  url: string;
  port: number;
  appId: string;
  appSecret: string;
  manualToken: string;
  calls: RecordedCall[];
  pins: StoredPin[];
  /** Every token value handed out so far (tests look for them where they must not be). */
  issued(): { access: string[]; refresh: string[] };
  /** Counts the token endpoint's grants. */
  grants(type: "authorization_code" | "refresh_token"): number;
  /** Every access token issued so far stops working (as if it expired at Pinterest). */
  expireAccessTokens(): void;
  /** Every API call (not the token endpoint) answers 401 while on. */
  force401(on: boolean): void;
  /** POST /v5/pins answers 500 while on. */
  failPinCreation(on: boolean): void;
  /** New access tokens live this long. */
  setAccessTokenTtl(seconds: number): void;
  reset(): void;
  close(): Promise<void>;
}

const ts = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "");

export async function startFakePinterest(options: FakePinterestOptions = {}): Promise<FakePinterest> {
  const host = options.host ?? "127.0.0.1";
  const appId = options.appId ?? "fake-app-id";
  const appSecret = options.appSecret ?? "fake-app-secret";
  const manualToken = options.manualToken ?? "pina_fake_manual_token";
  const username = options.username ?? "movebreak_fake";
  const refreshTtl = options.refreshTokenTtlSeconds ?? 365 * 24 * 3600;
  let accessTtl = options.accessTokenTtlSeconds ?? 30 * 24 * 3600;

  const codes = new Map<string, { redirectUri: string; scope: string; expiresAt: number }>();
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();
  const calls: RecordedCall[] = [];
  const pins: StoredPin[] = [];
  let forced401 = false;
  let pinFailure = false;
  let baseUrl = "";

  const boards = [
    { id: "549755885175", name: "Desk Stretches", description: "Moves for the office", privacy: "PUBLIC" },
    { id: "549755885176", name: "Back Pain Relief", description: "Gentle routines", privacy: "PUBLIC" },
  ];
  const seededPins = (): StoredPin[] =>
    Array.from({ length: 7 }, (_, i) => ({
      id: `81346342${String(i).padStart(4, "0")}`,
      // One pin without a title, as Pinterest allows: the admin page shows 'Untitled Pin'.
      title: i === 1 ? null : `Movement break #${i + 1}`,
      description: "",
      link: null,
      board_id: boards[i % 2]?.id ?? "",
      alt_text: null,
      created_at: ts(new Date(Date.UTC(2026, 0, 20 - i, 9, 30))),
      media_source_type: "seed",
      image_bytes: 0,
    }));
  pins.push(...seededPins());

  const issue = (scope: string) => {
    const access: Token = {
      value: `pina_${randomBytes(18).toString("base64url")}`,
      expiresAt: Date.now() + accessTtl * 1000,
      scope,
    };
    const refresh: Token = {
      value: `pinr_${randomBytes(18).toString("base64url")}`,
      expiresAt: Date.now() + refreshTtl * 1000,
      scope,
    };
    accessTokens.set(access.value, access);
    refreshTokens.set(refresh.value, refresh);
    return { access, refresh };
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const unauthorized = (res: ServerResponse) => send(res, 401, { code: 2, message: "Authentication failed." });

  const authorized = (req: IncomingMessage): boolean => {
    if (forced401) return false;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!token) return false;
    if (token === manualToken) return true;
    const known = accessTokens.get(token);
    return known !== undefined && known.expiresAt > Date.now();
  };

  const imageUrl = (pin: StoredPin, size: string) => `${baseUrl}/images/pin/${pin.id}/${size}.svg`;
  const pinJson = (pin: StoredPin) => ({
    id: pin.id,
    created_at: pin.created_at,
    link: pin.link,
    title: pin.title,
    description: pin.description,
    alt_text: pin.alt_text,
    board_id: pin.board_id,
    board_owner: { username },
    media: {
      media_type: "image",
      images: Object.fromEntries(
        ["150x150", "400x300", "600x", "1200x"].map((size) => [
          size,
          { width: 150, height: 150, url: imageUrl(pin, size) },
        ]),
      ),
    },
  });

  async function readBody(req: IncomingMessage): Promise<string> {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    return raw;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", baseUrl);
    const path = url.pathname;
    const call: RecordedCall = { method: req.method ?? "GET", path };
    if (req.headers.authorization) call.authorization = req.headers.authorization;
    if (!path.startsWith("/__fake") && !path.startsWith("/images")) calls.push(call);

    if (path === "/__fake/health") return send(res, 200, { ok: true });
    if (path.startsWith("/__fake/") && req.method === "POST") {
      const knob = path.slice("/__fake/".length);
      if (knob === "reset") fake.reset();
      else if (knob === "expire-access-tokens") fake.expireAccessTokens();
      else if (knob === "force-401") fake.force401(url.searchParams.get("on") !== "false");
      else if (knob === "fail-pin-creation") fake.failPinCreation(url.searchParams.get("on") !== "false");
      else return send(res, 404, { error: "unknown knob" });
      return send(res, 200, { ok: true });
    }
    if (path === "/__fake/state") {
      return send(res, 200, {
        grants: { authorization_code: fake.grants("authorization_code"), refresh_token: fake.grants("refresh_token") },
        pins: pins.length,
        forced401,
        pinFailure,
      });
    }

    if (path === "/oauth/" || path === "/oauth") return consentPage(url, res);
    if (path === "/oauth/decide" && req.method === "POST") return decide(new URLSearchParams(await readBody(req)), res);

    if (path.startsWith("/images/")) {
      const label = path.includes("/profile") ? "MB" : (path.split("/")[3] ?? "").slice(-2);
      const hue = path.includes("/profile") ? 75 : (Number.parseInt(label, 36) * 47 + 75) % 360;
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "no-store" });
      res.end(
        `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150"><rect width="150" height="150" fill="hsl(${hue} 55% 62%)"/><text x="75" y="88" font-family="sans-serif" font-size="40" text-anchor="middle" fill="white">${label}</text></svg>`,
      );
      return;
    }

    if (path === "/v5/oauth/token" && req.method === "POST") {
      const expected = `Basic ${Buffer.from(`${appId}:${appSecret}`).toString("base64")}`;
      const form = new URLSearchParams(await readBody(req));
      const grantType = form.get("grant_type") ?? "";
      call.grantType = grantType;
      if (req.headers.authorization !== expected) return send(res, 401, { code: 2, message: "Authentication failed." });
      if (grantType === "authorization_code") {
        const code = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        if (!code || code.expiresAt < Date.now())
          return send(res, 400, { code: 1, message: "Invalid authorization code" });
        if (code.redirectUri !== form.get("redirect_uri"))
          return send(res, 400, { code: 1, message: "redirect_uri does not match" });
        const { access, refresh } = issue(code.scope);
        return send(res, 200, {
          access_token: access.value,
          refresh_token: refresh.value,
          response_type: "authorization_code",
          token_type: "bearer",
          expires_in: accessTtl,
          refresh_token_expires_in: refreshTtl,
          scope: code.scope,
        });
      }
      if (grantType === "refresh_token") {
        const known = refreshTokens.get(form.get("refresh_token") ?? "");
        if (!known || known.expiresAt < Date.now())
          return send(res, 400, { code: 1, message: "Invalid refresh token" });
        const access: Token = {
          value: `pina_${randomBytes(18).toString("base64url")}`,
          expiresAt: Date.now() + accessTtl * 1000,
          scope: known.scope,
        };
        accessTokens.set(access.value, access);
        return send(res, 200, {
          access_token: access.value,
          response_type: "refresh_token",
          token_type: "bearer",
          expires_in: accessTtl,
          scope: known.scope,
        });
      }
      return send(res, 400, { code: 1, message: `Unsupported grant_type ${grantType}` });
    }

    if (path.startsWith("/v5/")) {
      if (!authorized(req)) return unauthorized(res);
      if (path === "/v5/user_account" && req.method === "GET") {
        return send(res, 200, {
          account_type: "BUSINESS",
          business_name: "Movebreak (fake)",
          profile_image: `${baseUrl}/images/profile.svg`,
          website_url: "https://movebreak.app",
          username,
          about: "A fake Pinterest account for trying the integration",
          board_count: boards.length,
          pin_count: pins.length,
          follower_count: 42,
          following_count: 7,
          monthly_views: 1234,
        });
      }
      if (path === "/v5/pins" && req.method === "GET") {
        const size = Math.min(Math.max(Number(url.searchParams.get("page_size") ?? 25) || 25, 1), 250);
        return send(res, 200, { items: pins.slice(0, size).map(pinJson), bookmark: null });
      }
      if (path === "/v5/boards" && req.method === "GET") {
        return send(res, 200, { items: boards.map((b) => ({ ...b, owner: { username } })), bookmark: null });
      }
      if (path === "/v5/pins" && req.method === "POST") {
        if (pinFailure) return send(res, 500, { code: 1, message: "Something went wrong creating the pin" });
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          return send(res, 400, { code: 1, message: "Invalid JSON" });
        }
        const source = (body.media_source ?? {}) as { source_type?: string; data?: string; url?: string };
        if (!boards.some((b) => b.id === body.board_id))
          return send(res, 404, { code: 404, message: "Board not found." });
        if (source.source_type !== "image_base64" && source.source_type !== "image_url")
          return send(res, 400, { code: 1, message: "media_source is required" });
        const pin: StoredPin = {
          id: String(900000000000 + pins.length),
          title: typeof body.title === "string" ? body.title : null,
          description: typeof body.description === "string" ? body.description : "",
          link: typeof body.link === "string" ? body.link : null,
          board_id: String(body.board_id),
          alt_text: typeof body.alt_text === "string" ? body.alt_text : null,
          created_at: ts(new Date()),
          media_source_type: source.source_type,
          image_bytes: source.data ? Buffer.from(source.data, "base64").length : 0,
        };
        pins.unshift(pin);
        return send(res, 201, pinJson(pin));
      }
      return send(res, 404, { code: 404, message: "Not found" });
    }
    send(res, 404, { error: "Not found" });
  }

  function consentPage(url: URL, res: ServerResponse): void {
    const params = url.searchParams;
    const problems = [
      params.get("client_id") !== appId && "unknown client_id",
      params.get("response_type") !== "code" && "response_type must be code",
      !params.get("redirect_uri") && "redirect_uri is required",
      !params.get("state") && "state is required",
    ].filter(Boolean);
    const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    if (problems.length > 0) {
      res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><title>Fake Pinterest</title><h1>Invalid authorization request</h1><p>${esc(problems.join(", "))}</p>`,
      );
      return;
    }
    const hidden = ["redirect_uri", "state", "scope"]
      .map((name) => `<input type="hidden" name="${name}" value="${esc(params.get(name) ?? "")}">`)
      .join("");
    const scopes = (params.get("scope") ?? "").split(/[\s,]+/).filter(Boolean);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake Pinterest: authorize</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}
button{font:inherit;padding:.6rem 1.2rem;border-radius:999px;border:0;cursor:pointer;margin-right:.5rem}
.allow{background:#e60023;color:#fff}.deny{background:#efefef}</style></head>
<body><p>Fake Pinterest (local test server)</p>
<h1>Give access to your Pinterest account @${esc(username)}?</h1>
<p>The app <b>${esc(appId)}</b> asks to:</p>
<ul>${scopes.map((s) => `<li>${esc(s)}</li>`).join("")}</ul>
<form method="post" action="/oauth/decide">${hidden}
<button class="allow" name="decision" value="allow">Allow</button>
<button class="deny" name="decision" value="deny">Deny</button></form></body></html>`);
  }

  function decide(form: URLSearchParams, res: ServerResponse): void {
    const target = new URL(form.get("redirect_uri") ?? "");
    const state = form.get("state") ?? "";
    if (form.get("decision") === "allow") {
      const code = randomBytes(16).toString("hex");
      codes.set(code, {
        redirectUri: form.get("redirect_uri") ?? "",
        scope: (form.get("scope") ?? "")
          .split(/[\s,]+/)
          .filter(Boolean)
          .join(","),
        expiresAt: Date.now() + 10 * 60 * 1000,
      });
      target.searchParams.set("code", code);
    } else {
      target.searchParams.set("error", "access_denied");
      target.searchParams.set("error_description", "The user denied access to the app");
    }
    target.searchParams.set("state", state);
    res.writeHead(302, { location: target.toString() });
    res.end();
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) send(res, 500, { code: 1, message: String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host}:${port}`;

  const fake: FakePinterest = {
    url: baseUrl,
    port,
    appId,
    appSecret,
    manualToken,
    calls,
    pins,
    issued: () => ({ access: [...accessTokens.keys()], refresh: [...refreshTokens.keys()] }),
    grants: (type) => calls.filter((c) => c.path === "/v5/oauth/token" && c.grantType === type).length,
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    force401(on) {
      forced401 = on;
    },
    failPinCreation(on) {
      pinFailure = on;
    },
    setAccessTokenTtl(seconds) {
      accessTtl = seconds;
    },
    reset() {
      codes.clear();
      accessTokens.clear();
      refreshTokens.clear();
      calls.length = 0;
      pins.length = 0;
      pins.push(...seededPins());
      forced401 = false;
      pinFailure = false;
      accessTtl = options.accessTokenTtlSeconds ?? 30 * 24 * 3600;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
