/** A valid landing page form (the admin's, less its slug): the tests that publish one page by hand share it. */
export const SAMPLE_LANDING_PAGE = {
  painPoint: "wrist pain",
  context: "keyboard",
  demographic: "typists",
  seoTitle: "Wrist Relief for Typists",
  seoDescription: "Four gentle moves for tired wrists between documents.",
  heroHeadline: "Give your wrists a minute",
  markdown: "## Why it hurts\n\nHours of typing keep the wrists bent.",
};
