import { expect } from "vitest";
import type { FakePinterest } from "../../../ops/fake-pinterest/fake-pinterest";
import { postJson, type TestApp, withSession } from "./test-app";

/** A fixed key for the tests (the real one comes from configuration). */
export const TEST_PINTEREST_KEY = "0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0";

/** The app's Pinterest settings pointing at the fake on loopback. */
export function pinterestEnv(fake: FakePinterest): Record<string, string> {
  return {
    PINTEREST_APP_ID: fake.appId,
    PINTEREST_APP_SECRET: fake.appSecret,
    PINTEREST_API_BASE_URL: fake.url,
    PINTEREST_OAUTH_BASE_URL: `${fake.url}/oauth/`,
    PINTEREST_TOKEN_KEY: TEST_PINTEREST_KEY,
  };
}

/** Goes through the consent page as the browser would and returns what Pinterest sends back to the redirect URI. */
export async function authorizeAtFake(authUrl: string, decision: "allow" | "deny" = "allow"): Promise<URLSearchParams> {
  const consent = await fetch(authUrl);
  expect(consent.status).toBe(200);
  const html = await consent.text();
  const form = new URLSearchParams({ decision });
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) {
    form.set(
      name ?? "",
      (value ?? "").replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    );
  }
  const decided = await fetch(new URL("/oauth/decide", authUrl), {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  expect(decided.status).toBe(302);
  return new URL(decided.headers.get("location") ?? "").searchParams;
}

/** The whole OAuth connection for this session: auth-url, consent, exchange-code. */
export async function connectThroughOauth(t: TestApp, session: string): Promise<{ status: number; body: any }> {
  const { body } = await t.json("/api/pinterest/auth-url", withSession(session));
  const returned = await authorizeAtFake(body.authUrl);
  return t.json(
    "/api/pinterest/exchange-code",
    postJson({ code: returned.get("code"), state: returned.get("state") }, { "x-admin-session": session }),
  );
}
