import { toSlug } from "@movebreak/shared/slug";
import type { Context, PainPoint } from "./types";

export const MAX_TOPIC_SLUG_LENGTH = 80;

export const reliefLabel = (painPoint: PainPoint) => painPoint.reliefLabel ?? `${painPoint.label} relief`;

/** The context of a pain point's hub page: the page about it wherever you work, linking its place pages. */
export const HUB_CONTEXT_ID = "working-day";

/** Whether the topic is a pain point's hub (the page that links its place pages). */
export const isHub = (topic: { context: Pick<Context, "id"> }) => topic.context.id === HUB_CONTEXT_ID;

/**
 * "neck-pain-relief" for a pain point's hub, "neck-pain-relief-at-the-office" for it at a place: the audience and
 * the angle are variations inside a page, never part of its address (one page per pain point and place).
 */
export function topicSlug(painPoint: PainPoint, context: Context): string {
  if (context.id === HUB_CONTEXT_ID) return toSlug(reliefLabel(painPoint));
  return toSlug(`${reliefLabel(painPoint)} ${context.slugPart ?? context.phrase}`).slice(0, MAX_TOPIC_SLUG_LENGTH);
}
