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
  altText: string;
  loadImage: () => Promise<{ contentType: string; bytes: Uint8Array } | undefined>;
}

export type PinResult = { status: "created"; pinId: string; boardName: string } | { status: "skipped" };

// Pinterest's limits on a pin's text fields.
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** Pins a new page to the chosen board of the connected account; skipped when either is missing. */
export function pagePins(deps: { db: Kysely<Database>; api: PinterestApi; tokens: ConnectionTokens; clock: Clock }) {
  return {
    async publish(pin: PinRequest, signal?: AbortSignal): Promise<PinResult> {
      const row = await findConnection(deps.db);
      if (!row?.boardId) return { status: "skipped" };
      const boardId = row.boardId;
      const image = await pin.loadImage();
      if (!image) throw new Error("the page has no poster image");
      const created = await deps.tokens.withAccessToken((token) =>
        deps.api.createPin(
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
        ),
      );
      await markSynced(deps.db, deps.clock());
      return { status: "created", pinId: created.id, boardName: row.boardName ?? boardId };
    },
  };
}
