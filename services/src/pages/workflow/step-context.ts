import { join } from "node:path";
import type { LandingPageForm } from "@movebreak/shared/contracts/landing-pages";
import type { Kysely } from "kysely";
import type { StepInput, StepResult } from "../../automation/workflow-steps";
import { listLocations } from "../../catalog/locations-repo";
import { listWorkoutRecords } from "../../catalog/workouts-repo";
import type { Database } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { findRepoRoot } from "../../lib/repo-root";
import type { PageCpuPool } from "../cpu-tasks";
import type { ContentGenerator } from "../generation/content-generator";
import { loadSeedWorkoutTags, toExerciseCatalog } from "../generation/exercise-catalog";
import type {
  ExerciseCatalog,
  MatchedExercises,
  PageMetadata,
  Topic,
  TopicKeywords,
  TopicMatrix,
  WorkoutTags,
} from "../generation/types";
import type { PinPublisher } from "../pin-publisher";
import type { EditorGateResult, MoveFacts } from "../quality/editor-gate/editor-gate";
import { topicPhrasesOf } from "../quality/editor-gate/phrases";

/** How many of the newest pages a draft is compared with for near-twin sentences. */
const COMPARE_WITH = 1000;

export interface LandingPageStepsDeps {
  db: Kysely<Database>;
  matrix: () => Promise<TopicMatrix>;
  generator: ContentGenerator;
  siteUrl: string;
  clock: Clock;
  /** Renders the images and compares the draft with earlier pages, off the event loop. */
  cpu: PageCpuPool;
  /** Pins each new page when an account is connected and a board chosen (the Pinterest integration). */
  pins?: PinPublisher;
  /** Called once a page is published (committed): the public reads show pages. The other steps write nothing public. */
  publicContentChanged?: (keys: readonly string[]) => void;
  /**
   * Workout tags by id for workouts whose rows carry none (the database keeps no tags yet): by
   * default the seed's (ops/seed/workouts.json), read once; a workout in neither is tagged from its title.
   */
  workoutTags?: () => Promise<ReadonlyMap<string, WorkoutTags>>;
}

export interface PageMedia {
  heroImageUrl: string;
  pinterestPosterImg: string;
}

/** What each step leaves for the later ones (stored as JSON on its StepCompleted event). */
export interface LandingPageOutputs {
  /** With topic learning: the pain point x audience sampled, whether at random (exploring), and why. */
  select_topic: {
    topic: Topic;
    learning?: { arm: string; explored: boolean; reason: string };
    /** Every indexable topic had its page: this run writes a new version of that page instead of a new one. */
    refresh?: { pageId: number; slug: string };
  };
  research_keywords: { keywords: TopicKeywords };
  match_exercises: { exercises: MatchedExercises };
  draft_content: { markdown: string; modelVersion: string };
  write_metadata: { metadata: PageMetadata };
  create_media: { media: PageMedia };
  /** The form published; the exercises and the number of drafts when the check regenerated the page. */
  quality_check: { form: LandingPageForm; exercises?: MatchedExercises; attempts?: number };
  /** `previous`: the version a refresh replaced, kept in the event log (the page's fields as they were). */
  publish: { slug: string; url: string; pinId?: string; previous?: Record<string, unknown> };
}

/** One step of the landing page workflow, typed by its outputs. */
export type LandingPageStep<Step extends keyof LandingPageOutputs> = (
  input: StepInput<LandingPageOutputs>,
) => Promise<StepResult<LandingPageOutputs[Step]>>;

/** One thing an earlier step of this run produced, or an error that names what is missing. */
export function need<Step extends keyof LandingPageOutputs, Key extends keyof LandingPageOutputs[Step]>(
  outputs: Partial<LandingPageOutputs>,
  step: Step,
  key: Key,
): LandingPageOutputs[Step][Key] {
  const output: LandingPageOutputs[Step] | undefined = outputs[step];
  if (!output || !(key in output)) throw new Error(`The ${step} step left no ${String(key)} for this run`);
  return output[key];
}

export const wordsOf = (markdown: string) =>
  markdown
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

/** What the steps share: their dependencies and the reads more than one of them makes. */
export function stepContext(deps: LandingPageStepsDeps) {
  let seedTags: Promise<ReadonlyMap<string, WorkoutTags>> | undefined;
  const workoutTags =
    deps.workoutTags ??
    (() => {
      seedTags ??= loadSeedWorkoutTags(join(findRepoRoot(), "ops/seed")).catch(() => new Map());
      return seedTags;
    });

  /** The newest published pages, whose sentences a draft may not echo with the topic words swapped. */
  async function recentPages(): Promise<{ slug: string; markdown: string }[]> {
    return deps.db
      .selectFrom("landingPages")
      .select(["slug", "markdown"])
      .orderBy("id", "desc")
      .limit(COMPARE_WITH)
      .execute();
  }

  async function exerciseCatalog(): Promise<ExerciseCatalog> {
    return toExerciseCatalog(await listLocations(deps.db), await listWorkoutRecords(deps.db), await workoutTags());
  }

  return {
    deps,
    db: deps.db,
    exerciseCatalog,
    /**
     * The editor gate (quality/editor-gate) on a draft, in the CPU pool: against the newest published pages (its
     * own address left out, so a refresh is not compared with the version it replaces), the moves the catalog
     * teaches, the pain points' sources and the matrix's topic phrases.
     */
    async editorGate(markdown: string, topic: Topic): Promise<EditorGateResult> {
      const [matrix, catalog, others] = await Promise.all([deps.matrix(), exerciseCatalog(), recentPages()]);
      const moves: Record<string, MoveFacts> = {};
      for (const workout of catalog.workouts)
        if (workout.instructions)
          moves[workout.title] = { movement: workout.instructions.movement, avoid: workout.instructions.avoid };
      return deps.cpu.run("editorGate", {
        markdown,
        slug: topic.slug,
        topic: { painPoint: topic.painPoint, context: topic.context, demographic: topic.demographic },
        others,
        moves,
        knowledge: matrix.painPoints.flatMap((p) => (p.knowledge ? [{ id: p.id, sources: p.knowledge.sources }] : [])),
        topicPhrases: topicPhrasesOf(matrix, Object.keys(moves)),
      });
    },
  };
}

export type StepContext = ReturnType<typeof stepContext>;
