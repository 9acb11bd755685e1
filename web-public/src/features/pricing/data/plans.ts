export type PlanId = "yearly" | "monthly" | "weekly" | "lifetime";

export interface Plan {
  id: PlanId;
  /** The plan's one name: its tab's label and its card's heading (the spec's Yearly, Monthly, Weekly, Lifetime). */
  name: string;
  price: string;
  period: string;
  billing: string;
  badges: readonly string[];
  /** Yearly and Monthly start with the free trial. */
  hasTrial: boolean;
  summary: string;
}

/** The four plans of the spec (section 9), Yearly first and selected by default. */
export const PLANS: readonly Plan[] = [
  {
    id: "yearly",
    name: "Yearly",
    price: "$5.83",
    period: "/month",
    billing: "$69.99 billed yearly",
    badges: ["Most popular", "Save 55%"],
    hasTrial: true,
    summary: "The best value: a whole year of movement breaks for less than half the monthly price.",
  },
  {
    id: "monthly",
    name: "Monthly",
    price: "$12.99",
    period: "/month",
    billing: "$12.99 billed monthly",
    badges: [],
    hasTrial: true,
    summary: "Everything in the app, month by month.",
  },
  {
    id: "weekly",
    name: "Weekly",
    price: "$4.99",
    period: "/week",
    billing: "Pay as you go, week by week",
    badges: ["Most flexible"],
    hasTrial: false,
    summary: "Pay-as-you-go for a busy stretch at work, a new job or a project crunch.",
  },
  {
    id: "lifetime",
    name: "Lifetime",
    price: "$179.99",
    period: "once",
    billing: "Pay once, keep it for good",
    badges: ["No subscription"],
    hasTrial: false,
    summary: "One payment, no renewals: the whole app is yours to keep.",
  },
];

export const DEFAULT_PLAN_ID: PlanId = "yearly";
