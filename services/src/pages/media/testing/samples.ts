import type { TopicMediaInput, TopicPosterLayout } from "../topic-media.js";

/** A typical generated page's images: every field filled, at everyday lengths. */
export const SAMPLE_TOPIC: TopicMediaInput = {
  kicker: "Neck pain",
  title: "4 moves for your neck",
  place: "At the office, between meetings",
  moves: ["Chin Tucks", "Neck Side Stretch", "Shoulder Rolls", "Seated Thoracic Twist"],
  brand: "Movebreak",
};

export const SAMPLE_POSTER: TopicMediaInput & { layout: TopicPosterLayout } = { ...SAMPLE_TOPIC, layout: "checklist" };
