import { CLAIMS } from "@movebreak/shared/constants";

export interface Award {
  id: "app-of-the-year" | "rating" | "users";
  title: string;
  detail: string;
}

/** The recognition the home page shows (spec section 1's claims). */
export const AWARDS: readonly Award[] = [
  { id: "app-of-the-year", title: "App of the Year", detail: "Chosen by the App Store editors, 2020" },
  { id: "rating", title: `${CLAIMS.rating} out of 5`, detail: "Rated by people who sit for a living" },
  { id: "users", title: `${CLAIMS.users} users`, detail: "Moving more every workday for over 8 years" },
];

export const PRESS_QUOTE = {
  text: "The rare wellness app that asks for one minute and gets it: it simply will not let you keep sitting.",
  source: "App Store editors",
  context: "App of the Year 2020",
} as const;
