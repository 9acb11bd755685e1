/**
 * The admin API as the admin app calls it: log in with the token, then send the session
 * id in the x-admin-session header (web-admin/src/lib/api-client.ts does the same). The
 * production cookie (__Host-mb_admin_session) is Secure, so a browser would neither keep
 * nor send it over the benchmarks' plain http; the header works on http and https alike.
 * Mutations also carry the site's Origin, as a browser adds it to a POST.
 */
import { ADMIN_SESSION } from "@movebreak/shared/constants";

/** The admin token every benchmark server is started with (loopback only). */
export const ADMIN_TOKEN = "bench-admin-token-loopback-only";

export interface AdminSession {
  origin: string;
  sessionId: string;
  /** The headers an authenticated admin request carries. */
  headers: Record<string, string>;
}

export async function logIn(origin: string): Promise<AdminSession> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ token: ADMIN_TOKEN }),
  });
  const body = (await res.json().catch(() => ({}))) as { success?: boolean; sessionId?: string };
  if (!res.ok || !body.sessionId) throw new Error(`Admin login failed: ${res.status} ${JSON.stringify(body)}`);
  return { origin, sessionId: body.sessionId, headers: { [ADMIN_SESSION.headerName]: body.sessionId } };
}

/** An admin API call; the parsed JSON answer, or an error naming the status and body. */
export async function adminRequest<T = unknown>(
  session: AdminSession,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { ...session.headers, accept: "application/json" };
  if (method !== "GET") headers.origin = session.origin;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${session.origin}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A landing page as an operator writes one in the Page Manager (POST /api/admin/landing-pages/manual). */
export const LANDING_PAGE = {
  slug: "lighthouse-desk-stretches-for-developers",
  painPoint: "stiff neck",
  context: "long coding sessions",
  demographic: "software developers",
  seoTitle: "Desk Stretches for Developers | Movebreak",
  seoDescription:
    "Five desk stretches that undo a long coding session: neck, shoulders, wrists, hips and back, two minutes each, no equipment.",
  seoKeywords: "desk stretches, developer health, neck pain, office exercises",
  heroHeadline: "Desk Stretches for Developers Who Forget to Move",
  heroSubheadline: "Two minutes between commits keeps your neck, wrists and back out of trouble.",
  markdown: [
    "Hours at a keyboard leave the same marks on nearly everyone: a forward head, rounded shoulders, tight wrists and hips that forget how to extend.",
    "",
    "## Why short breaks work",
    "",
    "Muscles held in one position stiffen within half an hour. A short movement break every 30 to 45 minutes resets them before stiffness turns into pain.",
    "",
    "## Five stretches for your desk",
    "",
    "1. **Chin tucks**: draw your chin straight back, hold for five seconds, repeat ten times.",
    "2. **Shoulder rolls**: ten slow circles backwards, then ten forwards.",
    "3. **Wrist flexor stretch**: arm straight, palm up, gently pull the fingers back for twenty seconds a side.",
    "4. **Seated figure four**: ankle over the opposite knee, lean forward with a long back.",
    "5. **Standing back extension**: hands on your hips, lean back gently, breathe out.",
    "",
    "## Make it a habit",
    "",
    "Tie each break to something that already happens, such as a build, a test run or a merged pull request, and it stops depending on willpower.",
  ].join("\n"),
};

/**
 * Creates the landing page (kept when a shared PostgreSQL database already has it) and
 * returns its public path, /pages/{slug}, after checking that it renders.
 */
export async function publishLandingPage(session: AdminSession): Promise<string> {
  const path = `/pages/${LANDING_PAGE.slug}`;
  const created = await fetch(`${session.origin}/api/admin/landing-pages/manual`, {
    method: "POST",
    headers: { ...session.headers, "content-type": "application/json", origin: session.origin },
    body: JSON.stringify(LANDING_PAGE),
  });
  if (created.status !== 201 && created.status !== 409)
    throw new Error(`Creating the landing page failed: ${created.status} ${await created.text()}`);
  const page = await fetch(`${session.origin}${path}`);
  if (!page.ok) throw new Error(`${path} answered ${page.status} after it was created`);
  return path;
}
