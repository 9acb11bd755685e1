import { pinterestRequest } from "../utils/pinterest-request";

/** GET /api/pinterest/auth-url: where the browser goes to authorize (with a state bound to this session). */
export async function getPinterestAuthUrl(): Promise<string> {
  const { authUrl } = await pinterestRequest<{ authUrl: string }>("/api/pinterest/auth-url");
  return authUrl;
}
