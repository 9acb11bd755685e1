import { untypedSteps, type WorkflowSteps } from "../../automation/workflow-steps";
import { type LandingPageOutputs, type LandingPageStepsDeps, stepContext } from "./step-context";
import { createMediaStep } from "./steps/create-media";
import { draftContentStep } from "./steps/draft-content";
import { matchExercisesStep } from "./steps/match-exercises";
import { publishStep } from "./steps/publish";
import { qualityCheckStep } from "./steps/quality-check";
import { researchKeywordsStep } from "./steps/research-keywords";
import { selectTopicStep } from "./steps/select-topic";
import { writeMetadataStep } from "./steps/write-metadata";

/** The 8 steps of DESIGN.md section 5, one file each under steps/: one run publishes one landing page. */
export function landingPageSteps(deps: LandingPageStepsDeps): WorkflowSteps {
  const ctx = stepContext(deps);
  const steps: WorkflowSteps<LandingPageOutputs> = {
    select_topic: selectTopicStep(ctx),
    research_keywords: researchKeywordsStep(ctx),
    match_exercises: matchExercisesStep(ctx),
    draft_content: draftContentStep(ctx),
    write_metadata: writeMetadataStep(ctx),
    create_media: createMediaStep(ctx),
    quality_check: qualityCheckStep(ctx),
    publish: publishStep(ctx),
  };
  return untypedSteps(steps);
}
