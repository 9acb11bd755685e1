import { BRAND } from "@movebreak/shared/brand";
import type { Random } from "@movebreak/shared/seeded-random";
import { allowedUses, PAGE_RULES } from "../../quality/page-rules";
import { normaliseSentence, sentencesIn, wordsIn } from "../../quality/text-measures";
import { conflictIn } from "../../quality/topic-rules";
import type { GenerateInput } from "../content-generator";
import { topicAngle } from "../topic-fields";
import { reliefLabel } from "../topic-slug";
import { verb } from "./text";

export interface Move {
  id: string;
  name: string;
  location: string;
  slug: string;
}

/**
 * The words a page is written from: the topic's phrases, a draw of its causes,
 * sensations and moments, and the matched moves. Sentences combine several of
 * them, so two pages share a sentence only when they share these words and
 * the same variant was drawn.
 *
 * `pain`, `relief`, `demo` and `where` are read through budgets: the exact
 * phrase as often as the keyword rules allow for a page of the expected
 * length, then the matrix's natural variants in turn.
 */
export interface Slots {
  brand: string;
  readonly pain: string;
  readonly relief: string;
  area: string;
  readonly demo: string;
  one: string;
  readonly where: string;
  angle: string;
  /** When to move: the time factor's phrase, or a general "a few times a day" for modifier topics. */
  when: string;
  isTimeTopic: boolean;
  cause: [string, string, string];
  feel: [string, string];
  moment: [string, string, string];
  promises: [string, string];
  contextTips: string[];
  demographicTips: string[];
  moves: Move[];
  minutes: number;
  /** "is" or "are" for the pain point; "feels" or "feel" for the area; and so on. */
  painVerb: (singular: string, plural: string) => string;
  areaVerb: (singular: string, plural: string) => string;
  /** Whether a candidate sentence may go on the page: not used up on other pages, no contradiction of the place. */
  accepts: (text: string) => boolean;
  /** The budgets' state, to try a variant and take it back. */
  mark: () => number[];
  restore: (state: number[]) => void;
}

const GENERAL_WHEN = [
  "a few times a day",
  "whenever stiffness builds",
  "every hour or so",
  "after each long stretch of sitting",
];

/** Words a page is expected to have, for the keyword budgets (the generator re-renders with the real count). */
export const EXPECTED_WORDS = 900;

interface Budget {
  exact: string;
  variants: string[];
  left: number;
  next: number;
}

function take(budget: Budget): string {
  if (budget.left > 0 || budget.variants.length === 0) {
    budget.left--;
    return budget.exact;
  }
  const variant = budget.variants[budget.next % budget.variants.length] ?? budget.exact;
  budget.next++;
  return variant;
}

/**
 * `cuts`: uses to take off a phrase's budget (by its lowercase words), for a page whose fixed text
 * (a location named "Back Pain") already uses the phrase.
 */
export function buildSlots(
  input: GenerateInput,
  random: Random,
  expectedWords = EXPECTED_WORDS,
  cuts: ReadonlyMap<string, number> = new Map(),
): Slots {
  const { topic, exercises } = input;
  const { painPoint, context, demographic } = topic;
  const angle = topicAngle(topic);
  const avoid = input.avoidSentences;
  const accepts = (text: string) => {
    if (conflictIn(text, context)) return false;
    if (!avoid || avoid.size === 0) return true;
    for (const sentence of sentencesIn(text)) {
      const key = normaliseSentence(sentence);
      if (key.split(" ").length >= PAGE_RULES.sharedSentenceMinWords && avoid.has(key)) return false;
    }
    return true;
  };
  /** The matrix's fixed sentences this page may still use (none when all are on two other pages). */
  const fitting = (items: readonly string[]) => items.filter(accepts);
  const three = (items: readonly string[]) => {
    const usable = fitting(items);
    const [a, b, c] = random.sample(usable.length > 0 ? usable : items, 3);
    return [a ?? "", b ?? a ?? "", c ?? b ?? a ?? ""] as [string, string, string];
  };
  const [feelA, feelB] = random.sample(painPoint.sensations, 2);
  const [promiseA, promiseB] = random.sample(fitting(angle.promises), 2);
  const moves = exercises.locations.flatMap((location) =>
    location.workouts.map((workout) => ({
      id: workout.id,
      name: workout.title,
      location: location.title,
      slug: location.slug,
    })),
  );
  const budget = (exact: string, variants: readonly string[], limit: number): Budget => ({
    exact,
    variants: random.shuffle(variants),
    left: Math.max(1, allowedUses(exact, limit, expectedWords) - (cuts.get(wordsIn(exact).join(" ")) ?? 0)),
    next: 0,
  });
  const pain = budget(painPoint.label, painPoint.variants, PAGE_RULES.primaryMaxShare);
  const demo = budget(demographic.label, demographic.variants, PAGE_RULES.secondaryMaxShare);
  const where = budget(context.phrase, context.variants, PAGE_RULES.secondaryMaxShare);
  const budgets = [pain, demo, where];
  const relief = reliefLabel(painPoint);
  return {
    brand: BRAND.name,
    get pain() {
      return take(pain);
    },
    // "neck pain relief" holds the pain point's name, so it spends the same budget.
    get relief() {
      if (pain.left <= 0) return `relief for your ${painPoint.area}`;
      take(pain);
      return relief;
    },
    area: painPoint.area,
    get demo() {
      return take(demo);
    },
    one: demographic.singular,
    get where() {
      return take(where);
    },
    angle: angle.phrase,
    when: topic.timeFactor ? topic.timeFactor.phrase : random.pick(GENERAL_WHEN),
    isTimeTopic: topic.timeFactor !== undefined,
    cause: three(painPoint.causes),
    feel: [feelA ?? "", feelB ?? feelA ?? ""],
    moment: three(demographic.moments),
    promises: [promiseA ?? "", promiseB ?? promiseA ?? ""],
    contextTips: context.tips.filter(accepts),
    demographicTips: demographic.tips.filter(accepts),
    moves,
    minutes: Math.max(3, Math.ceil(moves.length * 0.6)),
    painVerb: (singular, plural) => verb(painPoint.label, singular, plural),
    areaVerb: (singular, plural) => verb(painPoint.area, singular, plural),
    accepts,
    mark: () => budgets.flatMap((b) => [b.left, b.next]),
    restore: (state) =>
      budgets.forEach((b, i) => {
        b.left = state[i * 2] ?? b.left;
        b.next = state[i * 2 + 1] ?? b.next;
      }),
  };
}
