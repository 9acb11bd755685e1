import { BRAND, BRAND_PATHS } from "./brand";
import { toTitleCase } from "./title-case";

/** Page metadata of the public site's fixed routes; dynamic routes are resolved on the server. */
export interface RouteMetadata {
  type: "article" | "website";
  title: string;
  description: string;
  keywords: string;
}

const b = BRAND.name;
const home: RouteMetadata = {
  type: "website",
  title: `${b} - 1-Minute Movement Breaks for People Who Sit a Lot`,
  description: `${b} locks the apps you choose when you sit too long and unlocks them after a short move. Over 2,000 desk exercises. Try it free for 7 days.`,
  keywords: "movement breaks, desk exercises, office exercises, sitting too long, screen time, active breaks",
};

export const STATIC_ROUTE_METADATA: Readonly<Record<string, RouteMetadata>> = {
  "/": home,
  "/index-3": home,
  "/index-2": {
    type: "website",
    title: `Sitting Is Costing You More Than You Think | ${b}`,
    description: `The average office worker sits 9.5 hours a day. ${b} turns your phone into a reason to move: apps lock, you move, apps unlock.`,
    keywords: "sitting health risks, move more at work, app blocker for health, desk job exercise",
  },
  [BRAND_PATHS.story]: {
    type: "website",
    title: `Escape the Chair: A Day of Sitting, Rewritten | ${b}`,
    description:
      "Work, commute, meals and screens add up to more than 16 hours of sitting. See how 1-minute moves break the chain.",
    keywords: "escape the chair, sitting timeline, movement breaks, sit guard",
  },
  "/design-system": {
    type: "website",
    title: `Design System | ${b}`,
    description: `Colours, typography, buttons, cards and grid of the ${b} website.`,
    keywords: "design system, style guide, components",
  },
  "/features": {
    type: "website",
    title: `Features: Active Pass, Watts, Sit Guard and More | ${b}`,
    description: `Everything ${b} does to get you moving: app locking, smart inactivity detection, Watts, streaks, schedules and family sharing for 6.`,
    keywords: "active pass, watts, sit guard, movement recommender, streaks, family sharing",
  },
  "/reviews": {
    type: "website",
    title: `Reviews from 50,000+ Movers | ${b}`,
    description: `What people who sit a lot say about ${b}: rated 4.8 by thousands of users.`,
    keywords: `${BRAND.slug} reviews, movement app reviews, desk exercise app`,
  },
  "/pricing": {
    type: "website",
    title: `Pricing: Start Free for 7 Days | ${b}`,
    description:
      "Yearly $69.99 ($5.83/month), monthly $12.99, weekly $4.99 or lifetime $179.99. Free 7-day trial, cancel within 3 days and pay nothing.",
    keywords: `${BRAND.slug} pricing, free trial, movement app subscription`,
  },
  "/any-movement-counts": {
    type: "article",
    title: `Any Movement Counts: The Watts Manifesto | ${b}`,
    description:
      "Steps, stairs, housework, dancing and playing with the kids all count. How everyday movement turns into Watts.",
    keywords: "any movement counts, watts, everyday movement, active calories",
  },
  "/the-chair-trap": {
    type: "article",
    title: `The Chair Trap: What Sitting All Day Does to You | ${b}`,
    description:
      "Sitting over 8 hours a day is linked to real health risks. Why it happens and how short, frequent moves help.",
    keywords: "chair trap, sitting health risks, prolonged sitting, sedentary lifestyle",
  },
  [BRAND_PATHS.about]: {
    type: "website",
    title: `About ${b}: Movement for People Who Hate the Gym`,
    description: `Founded in 2017, ${b} helps people who sit a lot move a little, often. Our philosophy, and how we differ from other apps.`,
    keywords: `about ${BRAND.slug}, movement philosophy, founded 2017`,
  },
  [BRAND_PATHS.appOfTheYear]: {
    type: "article",
    title: `${b}: App of the Year 2020`,
    description: `How ${b} was named an App of the Year in 2020, the other winners, and the award itself.`,
    keywords: "app of the year 2020, award winning app, movement app award",
  },
  "/terms": {
    type: "website",
    title: `Terms & Privacy | ${b}`,
    description: `The terms of use and privacy policy of ${b}: what we collect, Apple Health, screen time, subscriptions, refunds and data deletion.`,
    keywords: "terms of use, privacy policy, data deletion, subscription",
  },
  "/support": {
    type: "website",
    title: `Support | ${b}`,
    description: `Questions about ${b}? Ask us in the chat, browse the knowledge base or write to us.`,
    keywords: `${BRAND.slug} support, help, contact`,
  },
  "/movements": {
    type: "website",
    title: `Online Chair Exercises and Desk Stretches | ${b}`,
    description:
      "Free guided routines you can do at your desk: chair exercises, desk stretches, standing moves and relief for neck, back and hip pain.",
    keywords: "chair exercises, desk stretches, office exercises, standing desk exercises",
  },
  "/embed-demo": {
    type: "website",
    title: `Embed a Free Exercise Player on Your Site | ${b}`,
    description:
      "Add a desk exercise routine to any web page with one script tag. Pick a routine, set the width and copy the code.",
    keywords: "embed exercise player, desk exercise widget, wellness widget",
  },
};

/** The location routine page's metadata when its content has none (public spec section 2). */
export function defaultLocationMetadata(locationTitle: string): RouteMetadata {
  const title = toTitleCase(locationTitle);
  return {
    type: "article",
    title: `Free Office Exercises & Desk Stretches - ${title} | ${b}`,
    description: `Follow a free ${title} routine at your desk: short guided exercises, 15 seconds each.`,
    keywords: "office exercises, desk stretches, workplace wellness",
  };
}
