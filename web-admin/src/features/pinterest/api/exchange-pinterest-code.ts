import type { ExchangeCodeRequest } from "@movebreak/shared/contracts/pinterest";
import { pinterestRequest } from "../utils/pinterest-request";

/** POST /api/pinterest/exchange-code: the code and state Pinterest sent back become a connection. */
export function exchangePinterestCode(body: ExchangeCodeRequest): Promise<{ success: boolean; message: string }> {
  return pinterestRequest("/api/pinterest/exchange-code", { method: "POST", json: body });
}
