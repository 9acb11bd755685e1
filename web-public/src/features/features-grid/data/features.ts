export type FeatureId =
  | "one-minute-breaks"
  | "active-pass"
  | "watts"
  | "inactivity-detection"
  | "sit-guard"
  | "movement-recommender"
  | "movement-library"
  | "streaks-stats"
  | "daily-goals"
  | "schedule"
  | "power-hour"
  | "days-off"
  | "favorites"
  | "healthy-work-timer"
  | "family-sharing"
  | "shareable-routines";

export interface Feature {
  id: FeatureId;
  title: string;
  description: string;
}

/** The 16 cards of the features grid (spec sections 1 and 9). */
export const FEATURES: readonly Feature[] = [
  {
    id: "one-minute-breaks",
    title: "1-Minute Movement Breaks",
    description:
      "Short guided moves you can do in a minute, right where you are. No gym, no sweat, no changing clothes.",
  },
  {
    id: "active-pass",
    title: "Active Pass",
    description:
      "Choose the apps that pull you in. When you have been sitting too long they lock, and a short move unlocks them again. Built on the phone's Screen Time.",
  },
  {
    id: "watts",
    title: "Watts",
    description:
      "Steps, stairs, active calories, exercise minutes, standing time, housework, dancing and playing with kids or pets all add up to one score.",
  },
  {
    id: "inactivity-detection",
    title: "Smart Inactivity Detection",
    description:
      "Syncs with Apple Health to know when you have really been still, so a nudge never arrives right after a walk.",
  },
  {
    id: "sit-guard",
    title: "Sit Guard",
    description: "Keeps an eye on long stretches in the chair and steps in before one seated hour turns into three.",
  },
  {
    id: "movement-recommender",
    title: "Movement Recommender",
    description:
      "Suggests a move that fits the moment: a neck release after hours of typing, an energiser for the afternoon slump.",
  },
  {
    id: "movement-library",
    title: "2,000+ Movements",
    description:
      "A library of over 2,000 desk exercises and stretches, from 30-second micro-movements to 10-minute routines.",
  },
  {
    id: "streaks-stats",
    title: "Streaks & Stats",
    description: "Watch your movement add up day after day, and keep your streak alive.",
  },
  {
    id: "daily-goals",
    title: "Daily Goals",
    description: "Set a daily Watts goal that suits you and see it fill up as you move through the day.",
  },
  {
    id: "schedule",
    title: "Schedule",
    description: "Tell the app when you work, so breaks fit around your day and not the other way round.",
  },
  {
    id: "power-hour",
    title: "Power Hour",
    description: "Turn one hour of your day into a movement-packed hour with more frequent breaks.",
  },
  {
    id: "days-off",
    title: "Days Off",
    description: "Weekends and holidays are yours. Mark a day off and the app stays quiet.",
  },
  {
    id: "favorites",
    title: "Favorites",
    description: "Save the moves you love and come back to them in a tap.",
  },
  {
    id: "healthy-work-timer",
    title: "Healthy Work Timer",
    description: "Work in focused blocks with a movement break built into every pause.",
  },
  {
    id: "family-sharing",
    title: "Family Sharing",
    description: "One subscription covers up to 6 family members, so the whole household can move more.",
  },
  {
    id: "shareable-routines",
    title: "Shareable Routine Links",
    description:
      "Send a routine to a colleague or friend as a link. They follow along in the browser, no app needed.",
  },
];
