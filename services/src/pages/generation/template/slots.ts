import { BRAND } from "@movebreak/shared/brand";
import type { GenerateInput } from "../content-generator";
import type { Random } from "../random";
import { topicAngle } from "../topic-fields";
import { reliefLabel } from "../topic-slug";
import { verb } from "./text";

export interface Move {
  name: string;
  location: string;
  slug: string;
}

/**
 * The words a page is written from: the topic's phrases, a draw of its causes,
 * sensations and moments, and the matched moves. Sentences combine several of
 * them, so two pages share a sentence only when they share these words and
 * the same variant was drawn.
 */
export interface Slots {
  brand: string;
  pain: string;
  relief: string;
  area: string;
  demo: string;
  one: string;
  where: string;
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
}

const GENERAL_WHEN = [
  "a few times a day",
  "whenever stiffness builds",
  "every hour or so",
  "after each long stretch of sitting",
];

export function buildSlots(input: GenerateInput, random: Random): Slots {
  const { topic, exercises } = input;
  const { painPoint, context, demographic } = topic;
  const angle = topicAngle(topic);
  const three = (items: readonly string[]) => {
    const [a, b, c] = random.sample(items, 3);
    return [a ?? "", b ?? a ?? "", c ?? b ?? a ?? ""] as [string, string, string];
  };
  const [feelA, feelB] = random.sample(painPoint.sensations, 2);
  const [promiseA, promiseB] = random.sample(angle.promises, 2);
  const moves = exercises.locations.flatMap((location) =>
    location.workouts.map((workout) => ({ name: workout.title, location: location.title, slug: location.slug })),
  );
  return {
    brand: BRAND.name,
    pain: painPoint.label,
    relief: reliefLabel(painPoint),
    area: painPoint.area,
    demo: demographic.label,
    one: demographic.singular,
    where: context.phrase,
    angle: angle.phrase,
    when: topic.timeFactor ? topic.timeFactor.phrase : random.pick(GENERAL_WHEN),
    isTimeTopic: topic.timeFactor !== undefined,
    cause: three(painPoint.causes),
    feel: [feelA ?? "", feelB ?? feelA ?? ""],
    moment: three(demographic.moments),
    promises: [promiseA ?? "", promiseB ?? promiseA ?? ""],
    contextTips: context.tips,
    demographicTips: demographic.tips,
    moves,
    minutes: Math.max(3, Math.ceil(moves.length * 0.6)),
    painVerb: (singular, plural) => verb(painPoint.label, singular, plural),
    areaVerb: (singular, plural) => verb(painPoint.area, singular, plural),
  };
}
