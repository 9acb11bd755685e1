import { hashString } from "@movebreak/shared/seeded-random";
import { toSlug } from "@movebreak/shared/slug";
import type { Angle, Context, Demographic, PainPoint } from "./types";

export const MAX_TOPIC_SLUG_LENGTH = 80;

export const reliefLabel = (painPoint: PainPoint) => painPoint.reliefLabel ?? `${painPoint.label} relief`;

/**
 * "neck-pain-relief-for-developers-at-the-office-between-meetings". Longer
 * combinations drop "relief for"; a slug still too long is cut at a word and
 * ends with a short hash of the full form, so it stays unique.
 */
export function topicSlug(painPoint: PainPoint, context: Context, demographic: Demographic, angle: Angle): string {
  const demo = demographic.slugPart ?? demographic.label;
  const where = context.slugPart ?? context.phrase;
  const extra = angle.slugPart ?? angle.label;
  const full = toSlug(`${reliefLabel(painPoint)} for ${demo} ${where} ${extra}`);
  if (full.length <= MAX_TOPIC_SLUG_LENGTH) return full;
  const short = toSlug(`${painPoint.slugPart ?? painPoint.label} ${demo} ${where} ${extra}`);
  if (short.length <= MAX_TOPIC_SLUG_LENGTH) return short;
  const suffix = hashString(full).toString(36).slice(0, 6);
  const room = MAX_TOPIC_SLUG_LENGTH - suffix.length - 1;
  const cut = short.slice(0, room + 1);
  const head = cut.length > room ? cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : room) : cut;
  return `${head.replace(/-+$/, "")}-${suffix}`;
}
