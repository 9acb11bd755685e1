import { writeMetadata } from "../../generation/write-metadata";
import { type LandingPageStep, need, type StepContext } from "../step-context";

/** Step 5: the SEO title and description, keywords, Open Graph fields and hero lines. */
export const writeMetadataStep =
  ({ deps }: StepContext): LandingPageStep<"write_metadata"> =>
  async ({ outputs }) => {
    const metadata = writeMetadata(
      need(outputs, "select_topic", "topic"),
      need(outputs, "research_keywords", "keywords"),
      need(outputs, "draft_content", "markdown"),
      deps.siteUrl,
    );
    return { message: `SEO title: ${metadata.seoTitle}`, output: { metadata } };
  };
