import type { PosterInput } from "../poster.js";

/** A typical pin: every field filled, at everyday lengths. */
export const SAMPLE_POSTER: PosterInput = {
  title: "Desk stretches for neck pain: a 5-minute reset for remote workers",
  subtitle: "Four gentle moves you can do at your desk between meetings, no equipment needed.",
  painPoint: "Neck pain",
  bullets: ["Chin tucks", "Neck side stretch", "Shoulder rolls", "Seated thoracic twist"],
  brand: "Movebreak",
  url: "https://movebreak.com/pages/desk-stretches-neck-pain",
};
