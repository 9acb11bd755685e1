/** The generator's quick-start cards (public spec section 2); each selects its location. */
export interface QuickStart {
  id: string;
  title: string;
  description: string;
}

export const QUICK_STARTS: readonly QuickStart[] = [
  { id: "work_sitting", title: "Desk Exercises", description: "Seated moves for any office chair." },
  { id: "standingDesk", title: "Standing Desk", description: "Light moves for people who work on their feet." },
  { id: "neckAndShoulders", title: "Neck & Shoulders", description: "Ease the stiffness screens leave behind." },
];
