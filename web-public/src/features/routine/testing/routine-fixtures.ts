import type { LocationContent, LocationWithThumbnail, PlayableWorkout } from "@movebreak/shared/contracts/catalog";
import type { LocationBySlug } from "../api/get-location-by-slug";

/** GET /api/locations/by-slug/hip-pain. */
export const HIP_PAIN: LocationBySlug = {
  id: "hipPain",
  title: "hip pain",
  slug: "hip-pain",
  workoutCount: 6,
  createdAt: "2026-01-15T09:20:00.000Z",
};

const names = [
  "Hip Circles",
  "Standing Hip Flexor Stretch",
  "Seated Figure-Four Stretch",
  "Seated Butterfly Stretch",
  "Standing Leg Swings",
  "Standing Hip Abduction",
];

/** GET /api/workouts?locationId=hipPain. */
export const HIP_PAIN_WORKOUTS: PlayableWorkout[] = names.map((title, i) => ({
  id: `hipPain-0${i + 1}`,
  title,
  locationId: "hipPain",
  videoUrl: `https://media.site.test/workouts/hipPain-0${i + 1}.mp4`,
}));

/** GET /api/location-content/hipPain. */
export function hipPainContent(overrides: Partial<LocationContent> = {}): LocationContent {
  return {
    id: "content-hipPain",
    locationId: "hipPain",
    displayTitle: "Hip Pain Relief Stretches for Desk Workers",
    subtitle: "A six-step reset for tight, stiff hips",
    description: "Long hours of sitting can leave your hips tight and stiff.",
    bodyContent: "<h2>What sitting does to your hips</h2><p>Your hips stay bent at <strong>90 degrees</strong>.</p>",
    readingTime: 3,
    seoTitle: "Hip Stretches for Desk Workers | Movebreak",
    seoDescription: "Ease tight hips from sitting in six quick steps.",
    seoKeywords: "hip pain from sitting, hip flexor stretch",
    ogImage: "",
    ogImageAlt: "A desk worker stretching",
    thumbnailUrl: "",
    canonicalUrl: "",
    createdAt: "2026-01-20T10:00:00.000Z",
    updatedAt: "2026-07-16T08:30:00.000Z",
    ...overrides,
  };
}

/** GET /api/locations/with-thumbnails: hip pain and eight others. */
export const ALL_LOCATIONS: LocationWithThumbnail[] = [
  {
    id: "armsOnly",
    title: "Arms Only",
    slug: "arms-only",
    displayTitle: "Arms Only Desk Workout",
    workoutCount: 8,
    subtitle: "Upper-body moves",
  },
  { id: "backPain", title: "Back Pain", slug: "back-pain", workoutCount: 6 },
  { id: "chairDancing", title: "Chair Dancing", slug: "chair-dancing", workoutCount: 1 },
  { id: "deskPump", title: "Desk Pump", slug: "desk-pump", workoutCount: 0 },
  { id: "faceYoga", title: "Face Yoga", slug: "face-yoga", workoutCount: 5 },
  { id: "hipPain", title: "Hip Pain", slug: "hip-pain", workoutCount: 6 },
  {
    id: "neckAndShoulders",
    title: "Neck & Shoulders",
    slug: "neck-shoulders",
    workoutCount: 7,
    thumbnailUrl: "https://media.site.test/neck.jpg",
  },
  { id: "neckRelief", title: "Neck Relief", slug: "neck-relief", workoutCount: 4 },
  { id: "seatedBackPainRelief", title: "Seated Back Pain Relief", slug: "seated-back-pain-relief", workoutCount: 5 },
];
