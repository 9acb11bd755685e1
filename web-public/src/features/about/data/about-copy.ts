import { BRAND } from "@movebreak/shared/brand";
import type { ComparisonRow } from "@/components/ui/comparison-table";
import type { Testimonial } from "@/components/ui/testimonial-card";

export const MANIFESTO_LINES = [
  "We are not a fitness app.",
  "We do not care about your six-pack.",
  "We care that you stood up today.",
  "And that you will do it again in an hour.",
];

export interface Principle {
  title: string;
  text: string;
}

export const PRINCIPLES: readonly Principle[] = [
  {
    title: "Small beats heroic",
    text: "A 1-minute move you actually do is worth more than an hour-long workout you keep postponing. Our moves start at 30 seconds.",
  },
  {
    title: "Systems beat willpower",
    text: "Reminders rely on you being in the mood. Active Pass does not: the apps you chose lock until you move. The system remembers so you do not have to.",
  },
  {
    title: "All movement is movement",
    text: "Housework, dancing, stairs, playing with the kids. If your body moved, it counts, and it all adds up to Watts.",
  },
  {
    title: "Built for real bodies",
    text: "Office workers, parents, older adults and anyone who finds gyms intimidating. No kit, no sweat, no changing clothes.",
  },
];

export const OTHER_APPS_COLUMNS = [BRAND.name, "Fitness apps", "Reminder apps", "App blockers"] as const;

export const OTHER_APPS_ROWS: readonly ComparisonRow[] = [
  { label: "Made for people who sit a lot", values: [true, false, true, false] },
  { label: "Moves that take a minute, at your desk", values: [true, false, false, false] },
  { label: "Locks chosen apps until you move", values: [true, false, false, "Until a timer ends"] },
  { label: "Counts everyday movement as Watts", values: [true, "Workouts only", false, false] },
  { label: "Knows when you have already moved", values: [true, true, false, false] },
  { label: "No gym, kit or changing clothes", values: [true, false, true, true] },
];

export const ABOUT_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "Every fitness app I tried made me feel like I was failing. This is the first one that made me feel like I was winning, one minute at a time.",
    author: "Claire",
    role: "HR business partner",
  },
  {
    quote:
      "As a developer I live in my chair. My apps locking sounded like a gimmick until I realised I'd stood up fourteen times in a day.",
    author: "Ravi",
    role: "Backend developer",
  },
];
