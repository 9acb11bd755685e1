import type { PublicConfig } from "@movebreak/shared/contracts/public-config";

export const TEST_CONFIG: PublicConfig = {
  siteUrl: "https://site.test",
  storeUrl: "https://store.test/app",
  supportEmail: "help@site.test",
  knowledgeBaseUrl: "https://help.site.test",
  companyName: "Test Company Ltd",
  mediaBaseUrl: "https://media.site.test",
};
