import { CLAIMS } from "@movebreak/shared/constants";
import type { Testimonial } from "@/components/ui/testimonial-card";

export interface Stat {
  value: string;
  label: string;
}

/** Only the claims of spec section 1. */
export const AD_STATS: readonly Stat[] = [
  { value: "9.5 hrs", label: "the average person sits every single day" },
  { value: "8+ hrs", label: "of daily sitting, and your body starts keeping score" },
  { value: CLAIMS.users, label: "people already breaking up their sitting" },
  { value: `${CLAIMS.rating}★`, label: "average rating from our users" },
  { value: CLAIMS.exercises, label: "desk exercises, no gym and no kit" },
  { value: "30 sec", label: "is all the shortest micro-movement takes" },
];

export interface AdStep {
  title: string;
  text: string;
}

export const AD_STEPS: readonly [AdStep, AdStep, AdStep] = [
  {
    title: "Apps lock",
    text: "Sit too long and the apps you picked (social, news, games) lock. No snooze button, no “later”.",
  },
  {
    title: "You move",
    text: "Stand up, or stay seated, and follow a guided 1-minute move. No kit, no space, no changing clothes.",
  },
  {
    title: "Apps unlock",
    text: "Done. Your apps are back, your Watts go up and your body gets the break it was asking for.",
  },
];

export const AD_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "I laughed at the idea of an app locking my phone. Then my lower back stopped aching by Friday. Nobody is laughing now.",
    author: "Greg",
    role: "Sales manager, 9 hours a day at a desk",
  },
  {
    quote:
      "Every reminder app ended up muted. This one I can't mute, and that is exactly why it works. One minute and I'm back to scrolling.",
    author: "Nadia",
    role: "UX researcher",
  },
  {
    quote:
      "I'm 61 and gyms make me nervous. These moves are done sitting in my chair, and I honestly feel looser than I did ten years ago.",
    author: "Linda",
    role: "School administrator",
  },
];
