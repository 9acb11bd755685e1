import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";
import { findConnection, markSynced } from "./connection-repo";
import type { ConnectionTokens } from "./connection-tokens";
import type { PinterestApi } from "./pinterest-api";

/** What a new landing page's pin is made of (the pages module's PagePin, by shape). */
export interface PinRequest {
  title: string;
  description: string;
  link: string;
  runKey?: string;
  altText: string;
  loadImage: () => Promise<{ contentType: string; bytes: Uint8Array } | undefined>;
}

export type PinResult = { status: "created"; pinId: string; boardName: string } | { status: "skipped" };

// Pinterest's limits on a pin's text fields.
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** How many of the account's newest pins are searched for one a first attempt made but did not record. */
const RECENT_PINS = 25;

/**
 * Pins a new page to the chosen board of the connected account; skipped when either is missing. Idempotent
 * by the page's address: a pin already made for it (recorded in pins_made, or among the account's newest
 * pins when the attempt that made it died before recording it) is reused, never made twice.
 */
export function pagePins(deps: { db: Kysely<Database>; api: PinterestApi; tokens: ConnectionTokens; clock: Clock }) {
  const remember = (pin: { link: string; pinId: string; boardId: string; boardName: string; runKey?: string }) =>
    deps.db
      .insertInto("pinsMade")
      .values({ ...pin, runKey: pin.runKey ?? null, createdAt: deps.clock() })
      .onConflict((oc) => oc.column("link").doNothing())
      .execute();

  return {
    async publish(pin: PinRequest, signal?: AbortSignal): Promise<PinResult> {
      const row = await findConnection(deps.db);
      if (!row?.boardId) return { status: "skipped" };
      const boardId = row.boardId;
      const boardName = row.boardName ?? boardId;
      const made = await deps.db.selectFrom("pinsMade").selectAll().where("link", "=", pin.link).executeTakeFirst();
      if (made) return { status: "created", pinId: made.pinId, boardName: made.boardName };
      const image = await pin.loadImage();
      if (!image) throw new Error("the page has no poster image");
      const pinId = await deps.tokens.withAccessToken(async (token) => {
        const recent = await deps.api.listPins(token, RECENT_PINS);
        const earlier = recent.find((candidate) => candidate.link === pin.link);
        if (earlier) return earlier.id;
        const created = await deps.api.createPin(
          token,
          {
            boardId,
            title: clip(pin.title, 100),
            description: clip(pin.description, 800),
            link: pin.link,
            altText: clip(pin.altText, 500),
            image: { contentType: image.contentType, base64: Buffer.from(image.bytes).toString("base64") },
          },
          signal,
        );
        return created.id;
      });
      await remember({ link: pin.link, pinId, boardId, boardName, ...(pin.runKey ? { runKey: pin.runKey } : {}) });
      await markSynced(deps.db, deps.clock());
      return { status: "created", pinId, boardName };
    },
  };
}
