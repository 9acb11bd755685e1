import { z } from "zod";

/**
 * The settings the public site needs in the browser. The server builds it from
 * its configuration and hands it to the server renderer, which embeds it in
 * the page as window.__MOVEBREAK_CONFIG__ for hydration.
 */
export const PublicConfigSchema = z.object({
  siteUrl: z.string(),
  storeUrl: z.string(),
  supportEmail: z.string(),
  knowledgeBaseUrl: z.string(),
  companyName: z.string(),
  intercomAppId: z.string().optional(),
  gaMeasurementId: z.string().optional(),
  mediaBaseUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
