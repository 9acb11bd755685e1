export interface TermsChapter {
  id: string;
  title: string;
}

/** The chapters of the terms page, in order; the contents list and the headings both use them. */
export const TERMS_CHAPTERS = {
  agreement: { id: "agreement", title: "Agreement and subscription" },
  safety: { id: "safety", title: "Safety agreement" },
  notifications: { id: "notifications", title: "Notifications" },
  collected: { id: "what-we-collect", title: "What we collect" },
  screenTime: { id: "screen-time", title: "The Screen Time interface" },
  health: { id: "apple-health", title: "Apple Health: read and write" },
  providers: { id: "service-providers", title: "Service providers" },
  subscriptions: { id: "subscriptions", title: "Subscriptions and refunds" },
  deletion: { id: "data-deletion", title: "Deleting your data" },
  changes: { id: "changes", title: "Changes to these terms" },
} as const satisfies Record<string, TermsChapter>;

export const PRIVACY_LAST_UPDATED = "July 2025";

/** The platform vendor's refund site, where App Store refunds are requested. */
export const REFUND_SITE_URL = "https://reportaproblem.apple.com";
