/** The three routines previewed on the story landing page and the terms page (spec section 2). */
export interface PreviewLocation {
  id: string;
  label: string;
  text: string;
}

export const PREVIEW_LOCATIONS: readonly PreviewLocation[] = [
  {
    id: "armsOnly",
    label: "Arms Only",
    text: "Circles, stretches and desk push-ups. Your legs never leave the floor.",
  },
  {
    id: "funKicks",
    label: "Fun Kicks",
    text: "A playful burst for the afternoon slump. Push the chair back and kick it out.",
  },
  {
    id: "hipPain",
    label: "Hip Pain",
    text: "Gentle openers for hips that have been folded at 90 degrees all day.",
  },
];
