import { BRAND } from "@movebreak/shared/brand";
import type { ComparisonRow } from "@/components/ui/comparison-table";
import type { Testimonial } from "@/components/ui/testimonial-card";

export type TimelineIcon = "work" | "commute" | "meals" | "entertainment";

export interface SittingBlock {
  icon: TimelineIcon;
  label: string;
  hours: number;
  text: string;
}

/** The timeline of a sitting day (spec section 2): each figure is a floor, hence the "+". */
export const SITTING_DAY: readonly SittingBlock[] = [
  {
    icon: "work",
    label: "Work",
    hours: 8,
    text: "Emails, calls, back-to-back meetings. Lunch at the keyboard if the day is busy, and it usually is.",
  },
  {
    icon: "commute",
    label: "Commute",
    hours: 2,
    text: "Car, train or bus: there and back again, sitting down the whole way.",
  },
  {
    icon: "meals",
    label: "Meals",
    hours: 2,
    text: "Breakfast, lunch, dinner. All of them eaten in a chair.",
  },
  {
    icon: "entertainment",
    label: "Entertainment",
    hours: 4,
    text: "A series, a game, one more scroll. The sofa is just a softer chair.",
  },
];

export const COMPARISON_COLUMNS = [BRAND.name, "Reminder apps", "The gym"] as const;

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { label: "Breaks up sitting during the workday", values: [true, true, false] },
  { label: "Hard to ignore: apps lock until you move", values: [true, false, false] },
  { label: "Done in a minute, in work clothes", values: [true, true, false] },
  { label: "Guided moves for your desk", values: [true, false, false] },
  { label: "Counts housework, dancing and play", values: [true, false, false] },
  { label: "Knows when you've already moved", values: [true, false, false] },
];

export const STORY_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "I added up my sitting like the timeline on this page and got seventeen hours. Now my day has a dozen tiny exits from the chair.",
    author: "Owen",
    role: "Financial analyst",
  },
  {
    quote:
      "My commute is an hour each way. I used to arrive home stiff as a board. The hip routine on the train platform changed that.",
    author: "Sofia",
    role: "Architect",
  },
  {
    quote:
      "The locked apps annoyed me for exactly two days. Then I started looking forward to the breaks. My shoulders have thanked me since.",
    author: "James",
    role: "Customer support lead",
  },
];
