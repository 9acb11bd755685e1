import { join } from "node:path";
import { BRAND } from "@movebreak/shared/brand";
import { type LandingPageForm, LandingPageFormSchema } from "@movebreak/shared/contracts/landing-pages";
import type { Kysely } from "kysely";
import { untypedSteps, type WorkflowSteps } from "../../automation/workflow-steps";
import { listLocations } from "../../catalog/locations-repo";
import { listWorkoutRecords } from "../../catalog/workouts-repo";
import type { Database } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { findRepoRoot } from "../../lib/repo-root";
import { errorMessage, runStep } from "../../lib/run-step";
import type { CpuPool } from "../../workers/cpu-pool";
import type { ContentGenerator } from "../generation/content-generator";
import { loadSeedWorkoutTags, toExerciseCatalog } from "../generation/exercise-catalog";
import { matchExercises } from "../generation/match-exercises";
import { hashString } from "../generation/random";
import { researchKeywords } from "../generation/research-keywords";
import { selectTopic } from "../generation/select-topic";
import { DUPLICATION_THRESHOLD } from "../generation/sentence-overlap";
import { cap } from "../generation/template/text";
import { topicAngle, topicFormFields } from "../generation/topic-fields";
import type {
  MatchedExercises,
  PageMetadata,
  Topic,
  TopicKeywords,
  TopicMatrix,
  WorkoutTags,
} from "../generation/types";
import { writeMetadata } from "../generation/write-metadata";
import { posterLayoutOf, type TopicPosterLayout } from "../media/topic-media";
import { preparePage } from "../page-content";
import { allSlugs, createPage, findMedia, isSlugTaken, SlugTakenError, saveMedia } from "../pages-repo";
import type { PagePin, PinPublisher } from "../pin-publisher";
import { checkPageRules } from "../quality/check-page";
import { PAGE_RULES, type RuleIssue } from "../quality/page-rules";
import { posterKey } from "../social-posters";

export const MIN_WORDS = PAGE_RULES.minWords;
/** How many of the newest pages a draft is compared with for duplicated sentences. */
const COMPARE_WITH = 1000;
/** The longest a new page's pin may take (a token refresh and a retry included), well inside a step's timeout. */
const PIN_BUDGET_MS = 15_000;

export interface LandingPageStepsDeps {
  db: Kysely<Database>;
  matrix: () => Promise<TopicMatrix>;
  generator: ContentGenerator;
  siteUrl: string;
  clock: Clock;
  /** Renders the images and compares the draft with earlier pages, off the event loop. */
  cpu: CpuPool;
  /** Pins each new page when an account is connected and a board chosen (the Pinterest integration). */
  pins?: PinPublisher;
  /** Called once a page is published (committed): the public reads show pages. The other steps write nothing public. */
  publicContentChanged?: () => void;
  /**
   * Workout tags by id for workouts whose rows carry none (the database keeps no tags yet): by
   * default the seed's (ops/seed/workouts.json), read once; a workout in neither is tagged from its title.
   */
  workoutTags?: () => Promise<ReadonlyMap<string, WorkoutTags>>;
}

const wordsOf = (markdown: string) =>
  markdown
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

interface PageMedia {
  heroImageUrl: string;
  pinterestPosterImg: string;
}

/** The poster's layout: one of four, by the topic's pain point and place. */
export function posterLayoutFor(topic: Topic): TopicPosterLayout {
  return posterLayoutOf(topic.painPoint.id, topic.context.id);
}

/** What each step leaves for the later ones (stored as JSON on its StepCompleted event). */
export interface LandingPageOutputs {
  select_topic: { topic: Topic };
  research_keywords: { keywords: TopicKeywords };
  match_exercises: { exercises: MatchedExercises };
  draft_content: { markdown: string; modelVersion: string };
  write_metadata: { metadata: PageMetadata };
  create_media: { media: PageMedia };
  /** The form published; the exercises and the number of drafts when the check regenerated the page. */
  quality_check: { form: LandingPageForm; exercises?: MatchedExercises; attempts?: number };
  publish: { slug: string; url: string; pinId?: string };
}

/** One thing an earlier step of this run produced, or an error that names what is missing. */
function need<Step extends keyof LandingPageOutputs, Key extends keyof LandingPageOutputs[Step]>(
  outputs: Partial<LandingPageOutputs>,
  step: Step,
  key: Key,
): LandingPageOutputs[Step][Key] {
  const output: LandingPageOutputs[Step] | undefined = outputs[step];
  if (!output || !(key in output)) throw new Error(`The ${step} step left no ${String(key)} for this run`);
  return output[key];
}

/** The 8 steps of DESIGN.md section 5: one run publishes one landing page. */
export function landingPageSteps(deps: LandingPageStepsDeps): WorkflowSteps {
  const { db } = deps;
  let seedTags: Promise<ReadonlyMap<string, WorkoutTags>> | undefined;
  const workoutTags =
    deps.workoutTags ??
    (() => {
      seedTags ??= loadSeedWorkoutTags(join(findRepoRoot(), "ops/seed")).catch(() => new Map());
      return seedTags;
    });

  /** Sentences of 8+ words already on two of the newest pages: a new page may not use them (CPU pool). */
  async function usedUpSentences(): Promise<Set<string>> {
    const others = await db
      .selectFrom("landingPages")
      .select("markdown")
      .orderBy("id", "desc")
      .limit(COMPARE_WITH)
      .execute();
    return new Set(
      await deps.cpu.run(
        "usedUpSentences",
        others.map((o) => o.markdown),
      ),
    );
  }

  /**
   * The hero and the poster show the page's topic (the pain point, the place and angle, the routine's
   * moves), not its headline again; the poster's layout is one of four, chosen by the pain point and place.
   */
  async function renderMedia(topic: Topic, exercises: MatchedExercises): Promise<PageMedia> {
    // Up to five moves fit a poster; the title counts the ones it shows.
    const moves = exercises.locations
      .flatMap((location) => location.workouts.map((workout) => workout.title))
      .slice(0, 5);
    const angle = topicAngle(topic);
    const input = {
      kicker: cap(topic.painPoint.label),
      title: `${moves.length} ${moves.length === 1 ? "move" : "moves"} for your ${topic.painPoint.area}`,
      place: `${cap(topic.context.phrase)}, ${angle.phrase}`,
      moves,
      brand: BRAND.name,
    };
    const layout = posterLayoutFor(topic);
    const [hero, poster] = await Promise.all([
      deps.cpu.run("topicHero", input),
      deps.cpu.run("topicPoster", { ...input, layout }),
    ]);
    const heroKey = `hero-${topic.slug}`.slice(0, 220);
    await saveMedia(db, heroKey, "image/png", hero);
    await saveMedia(db, posterKey(topic.slug), "image/png", poster);
    return {
      heroImageUrl: `${deps.siteUrl}/images/pages/${heroKey}.png`,
      pinterestPosterImg: `${deps.siteUrl}/images/pages/${posterKey(topic.slug)}.png`,
    };
  }

  /** A failed pin is a warning of the publish step, never a failed run: the page is published all the same. */
  async function pinPage(
    form: LandingPageForm,
    url: string,
    signal: AbortSignal,
    runKey: string,
  ): Promise<{ note?: string; pinId?: string; warning?: string }> {
    const pins = deps.pins;
    if (!pins) return {};
    const pin: PagePin = {
      title: form.heroHeadline || form.seoTitle,
      description: form.socialCaption || form.seoDescription,
      link: url,
      altText: `${BRAND.name} poster: ${form.heroHeadline || form.seoTitle}`,
      runKey,
      loadImage: () => findMedia(db, posterKey(form.slug)),
    };
    const outcome = await runStep((budget) => pins.publish(pin, budget), {
      label: "Pinterest pin",
      timeoutMs: PIN_BUDGET_MS,
      signal,
    });
    if (outcome.status === "completed") {
      return outcome.value.status === "created"
        ? { note: `, pinned to the Pinterest board ${outcome.value.boardName}`, pinId: outcome.value.pinId }
        : {};
    }
    const reason =
      outcome.status === "timeout"
        ? `Pinterest did not answer within ${PIN_BUDGET_MS / 1000} s`
        : errorMessage(outcome.error);
    return { warning: `Pinterest pin not created for /pages/${form.slug}: ${reason}`.slice(0, 500) };
  }

  const steps: WorkflowSteps<LandingPageOutputs> = {
    async select_topic({ runId }) {
      const topic = selectTopic(await deps.matrix(), await allSlugs(db), hashString(runId));
      if (!topic)
        throw new Error("Every topic of the matrix already has a page: add entries to ops/seed/topic-matrix.json");
      return { message: `Topic chosen: ${topic.slug}`, output: { topic } };
    },

    async research_keywords({ outputs }) {
      const topic = need(outputs, "select_topic", "topic");
      const keywords = researchKeywords(topic, await deps.matrix());
      return { message: `Primary keyword: ${keywords.primary} (${keywords.intent})`, output: { keywords } };
    },

    async match_exercises({ outputs }) {
      const topic = need(outputs, "select_topic", "topic");
      const catalog = toExerciseCatalog(await listLocations(db), await listWorkoutRecords(db), await workoutTags());
      const exercises = matchExercises(topic, catalog, await deps.matrix());
      const count = exercises.locations.reduce((n, l) => n + l.workouts.length, 0);
      if (count === 0) throw new Error(`No exercises in the catalog fit ${topic.painPoint.label}`);
      return {
        message: `${count} exercises from ${exercises.locations.map((l) => l.title).join(", ")}`,
        output: { exercises },
      };
    },

    async draft_content({ outputs, signal }) {
      const input = {
        topic: need(outputs, "select_topic", "topic"),
        keywords: need(outputs, "research_keywords", "keywords"),
        exercises: need(outputs, "match_exercises", "exercises"),
        siteUrl: deps.siteUrl,
        avoidSentences: await usedUpSentences(),
      };
      const { markdown, modelVersion } = await deps.generator.generate(input, signal);
      return { message: `Drafted ${wordsOf(markdown)} words with ${modelVersion}`, output: { markdown, modelVersion } };
    },

    async write_metadata({ outputs }) {
      const topic = need(outputs, "select_topic", "topic");
      const metadata = writeMetadata(
        topic,
        need(outputs, "research_keywords", "keywords"),
        need(outputs, "draft_content", "markdown"),
        deps.siteUrl,
      );
      return { message: `SEO title: ${metadata.seoTitle}`, output: { metadata } };
    },

    async create_media({ outputs }) {
      const topic = need(outputs, "select_topic", "topic");
      const media = await renderMedia(topic, need(outputs, "match_exercises", "exercises"));
      return { message: "Hero image (1200x630) and Pinterest poster (1000x1500) rendered", output: { media } };
    },

    /**
     * The form's schema, a free slug, and the page rules (quality/page-rules.ts, topic-rules.ts). A
     * draft that breaks a page rule is written again (with what was wrong, and the used-up sentences
     * to avoid), its metadata with it, up to PAGE_RULES.maxRegenerations times.
     */
    async quality_check({ outputs, signal }) {
      const topic = need(outputs, "select_topic", "topic");
      const keywords = need(outputs, "research_keywords", "keywords");
      const exercises = need(outputs, "match_exercises", "exercises");
      const matrix = await deps.matrix();
      let markdown = need(outputs, "draft_content", "markdown");
      let modelVersion = need(outputs, "draft_content", "modelVersion");
      let metadata = need(outputs, "write_metadata", "metadata");
      // The images show the topic and its moves, not the draft, so a regenerated draft keeps them.
      const media = need(outputs, "create_media", "media");
      const usedUp = await usedUpSentences();
      const recent = await db
        .selectFrom("landingPages")
        .select("markdown")
        .orderBy("id", "desc")
        .limit(COMPARE_WITH)
        .execute();
      const others = recent.map((o) => o.markdown);
      const regenerated: string[] = [];
      for (let attempt = 0; ; attempt++) {
        const parsed = LandingPageFormSchema.safeParse({
          ...topicFormFields(topic),
          type: "landing_page",
          ...metadata,
          ...media,
          markdown,
          aiModelVersion: modelVersion,
        });
        if (!parsed.success) {
          throw new Error(
            `Quality check failed: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
          );
        }
        if (await isSlugTaken(db, parsed.data.slug))
          throw new Error(`Quality check failed: the slug ${parsed.data.slug} is already taken`);
        const issues: RuleIssue[] = checkPageRules({ topic, keywords, exercises, matrix, ...parsed.data, usedUp });
        const overlap = await deps.cpu.run("sentenceOverlap", { markdown, others });
        if (overlap > DUPLICATION_THRESHOLD)
          issues.push({
            rule: "shared-sentences",
            message: `${Math.round(overlap * 100)}% of the sentences repeat another page (at most ${DUPLICATION_THRESHOLD * 100}%)`,
          });
        if (issues.length === 0) {
          const words = wordsOf(markdown);
          const drafts = attempt > 0 ? `, draft ${attempt + 1} of ${PAGE_RULES.maxRegenerations + 1}` : "";
          return {
            message: `Passed: ${words} words, ${Math.round(overlap * 100)}% shared sentences at most${drafts}`,
            output: { form: parsed.data, exercises, attempts: attempt + 1 },
            ...(regenerated.length > 0 ? { warnings: regenerated } : {}),
          };
        }
        const found = issues.map((issue) => issue.message);
        if (attempt === PAGE_RULES.maxRegenerations)
          throw new Error(`Quality check failed after ${attempt} regenerations: ${found.join("; ")}`.slice(0, 2000));
        regenerated.push(`Draft ${attempt + 1} regenerated: ${found.join("; ")}`.slice(0, 500));
        const draft = await deps.generator.generate(
          {
            topic,
            keywords,
            exercises,
            siteUrl: deps.siteUrl,
            avoidSentences: usedUp,
            attempt: attempt + 1,
            feedback: found,
          },
          signal,
        );
        markdown = draft.markdown;
        modelVersion = draft.modelVersion;
        metadata = writeMetadata(topic, keywords, markdown, deps.siteUrl);
      }
    },

    /**
     * The page commits with the step's StepCompleted (the runner runs `commit` in that transaction), so a
     * worker that dies at any point leaves either both or neither. The pin, outside the database, is made
     * first and carries the page's address as its idempotency key (pinterest/page-pins.ts): a resumed job
     * finds the pin its first attempt made instead of pinning again.
     */
    async publish({ runId, outputs, signal }) {
      const form = need(outputs, "quality_check", "form");
      const taken = () => new Error(`The slug ${form.slug} was taken while this run worked: nothing was published`);
      if (await isSlugTaken(db, form.slug)) throw taken();
      const prepared = await preparePage(form, deps.cpu);
      const url = `${deps.siteUrl}/pages/${form.slug}`;
      const pin = await pinPage(form, url, signal, runId);
      return {
        message: `Published /pages/${form.slug}${pin.note ?? ""}`,
        output: { slug: form.slug, url, ...(pin.pinId ? { pinId: pin.pinId } : {}) },
        ...(pin.warning ? { warnings: [pin.warning] } : {}),
        commit: async (trx) => {
          try {
            return { landingPageId: (await createPage(trx, prepared, deps.clock())).id };
          } catch (error) {
            if (error instanceof SlugTakenError) throw taken();
            throw error;
          }
        },
        ...(deps.publicContentChanged ? { afterCommit: deps.publicContentChanged } : {}),
      };
    },
  };
  return untypedSteps(steps);
}
