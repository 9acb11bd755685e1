import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";
import { findConnection, markSynced } from "./connection-repo";
import type { ConnectionTokens } from "./connection-tokens";
import type { PinterestApi } from "./pinterest-api";

/** A pin for a newly published page (the workflow's publish step makes one, pages/pin-publisher.ts). */
export interface PinRequest {
  title: string;
  description: string;
  /** The page's public address: also the pin's idempotency key (one pin per address). */
  link: string;
  /** The run or generation job publishing the page (recorded with the pin). */
  runKey?: string;
  altText: string;
  /** Read only when a pin will really be made. */
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
