import type { Random } from "@movebreak/shared/seeded-random";
import { type Line, say } from "./pool";
import type { Slots } from "./slots";
import { cap } from "./text";

interface Question {
  questions: Line[];
  answers: Line[];
}

const headings: Line[] = [
  (s) => `Questions ${s.demo} often ask about ${s.pain}`,
  (s) => `FAQ: ${s.relief} ${s.where}`,
  (s) => `Your questions about ${s.pain}, answered`,
  (s) => `Common questions from ${s.demo}`,
  (s) => `Frequently asked questions about breaks for your ${s.area}`,
  (s) => `A few questions about moving more ${s.where}`,
];

const first = (s: Slots) => s.moves[0]?.name ?? "the first move";
const second = (s: Slots) => s.moves[1]?.name ?? "the second move";

/** Always asked: movement ideas are not treatment. */
const professional: Question = {
  questions: [
    (s) => `Can these exercises replace seeing a professional about ${s.pain}?`,
    (s) => `Is a movement routine enough for ${s.pain} on its own, or should ${s.demo} see a doctor?`,
    (s) => `When should ${s.one} see a doctor about ${s.pain}?`,
  ],
  answers: [
    (s) =>
      `Movement ideas like these are not treatment for ${s.pain}, and they cannot diagnose anything. If the symptoms in your ${s.area} are severe, last more than a few weeks, keep getting worse or come with numbness, tingling or weakness, please talk to a doctor or physiotherapist.`,
    (s) =>
      `Gentle movement is something many ${s.demo} find helpful for everyday stiffness, but it is no substitute for professional advice about ${s.pain}. See a doctor if what you feel in your ${s.area} is sharp, persistent or unusual, and ask a physiotherapist which moves suit you.`,
    (s) =>
      `A movement break ${s.where} is a healthy habit, not a treatment for ${s.pain}, and no web page can tell what is going on in your ${s.area}. Anything sharp, lasting or worrying deserves a proper look from a doctor or physiotherapist, who can also suggest moves that suit ${s.one}.`,
    (s) =>
      `Think of these moves as everyday care alongside professional advice, never instead of it, and that goes for ${s.pain} as much as anything. If you notice pain that wakes you at night, spreads, or comes with numbness, tingling or weakness around your ${s.area}, book an appointment with a doctor and keep the routine gentle until you have.`,
  ],
};

const questions: Question[] = [
  {
    questions: [
      (s) => `How often should ${s.demo} take a movement break?`,
      (s) => `How many breaks a day make sense ${s.where}?`,
    ],
    answers: [
      (s) =>
        `There is no single rule, but many ${s.demo} do well with a short break every 30 to 60 minutes. Linking breaks to natural pauses, such as ${s.moment[2]}, makes them much easier to remember, and one minute ${s.where} is enough to count.`,
      (s) =>
        `A good starting point for ${s.demo} is one short break every hour. If that feels like a lot ${s.where}, begin with three breaks a day and build from there; for ${s.pain}, consistency matters more than length.`,
      (s) =>
        `Little and often works best for ${s.pain}: think six to eight one-minute breaks across a working day rather than one long session. Many ${s.demo} tie them to moments they already have, such as ${s.moment[2]}.`,
    ],
  },
  {
    questions: [
      (s) => `Do I need any equipment to do these moves ${s.where}?`,
      (s) => `What do ${s.demo} need for this routine?`,
    ],
    answers: [
      (s) =>
        `No special kit is needed for ${s.pain} moves like these: everything in the routine uses your own body weight, a chair or the edge of a desk. That makes the routine easy to do ${s.where}, even when space is tight.`,
      (s) =>
        `Only a stable chair and a little space, which is why the routine suits ${s.demo} so well. If a move needs standing room you do not have ${s.where}, skip to the next one; a move like ${first(s)} needs almost none.`,
      (s) =>
        `Nothing beyond what is already around you ${s.where}: a chair, a wall or a desk edge. ${cap(s.demo)} who prefer a mat or a cushion for standing moves can use one, but it is optional for ${s.pain}.`,
    ],
  },
  {
    questions: [
      (s) => `How soon might my ${s.area} feel better?`,
      (s) => `How long before ${s.demo} notice a difference?`,
    ],
    answers: [
      (s) =>
        `Everyone is different, and nobody can promise a result for ${s.pain}. Many people say their ${s.area} ${s.areaVerb("feels", "feel")} looser straight after a break, while longer-term changes tend to come from moving regularly over weeks, so keep it easy and consistent ${s.when}.`,
      (s) =>
        `How quickly ${s.demo} feel a difference varies from person to person. Some notice their ${s.area} feeling easier after the first few breaks, others after a few weeks of regular movement; if nothing changes or things get worse, check in with a professional about ${s.pain}.`,
      (s) =>
        `There is no fixed timeline for ${s.pain}, and anyone who offers one is guessing. What tends to help most is regular, gentle movement ${s.when}, so give it a few weeks before judging how your ${s.area} ${s.areaVerb("responds", "respond")}.`,
    ],
  },
  {
    questions: [
      (s) => `Will people notice if I do these exercises ${s.where}?`,
      (s) => `Can ${s.demo} do these moves without drawing attention?`,
    ],
    answers: [
      (s) =>
        `Moves such as ${first(s)} and ${second(s)} are small enough that few people will notice. Many ${s.demo} do them during a call with the camera off, and if someone does notice ${s.where}, they may well want to join in.`,
      (s) =>
        `Some people ${s.where} will notice, most will not. Seated moves like ${first(s)} barely register, and the standing ones fit into moments when you would get up anyway, such as ${s.moment[0]}.`,
      (s) =>
        `Very few of the moves look like exercise from the outside: ${second(s)}, for example, can pass for someone settling into their chair. A little curiosity from the people around you ${s.where} is no bad thing for ${s.demo} anyway.`,
    ],
  },
  {
    questions: [
      (s) => `When is the best time of day to move for ${s.pain}?`,
      (s) => `What time of day suits ${s.demo} best for a break?`,
    ],
    answers: [
      (s) =>
        `Any time you remember is a good time, but many ${s.demo} like to move ${s.when}. The more often you break up sitting ${s.where}, the less time stiffness has to settle into your ${s.area}.`,
      (s) =>
        `Whenever stiffness builds up in your ${s.area} is a good moment. For many ${s.demo}, that means ${s.moment[1]}, and again when energy dips later ${s.where}.`,
      (s) =>
        `The best time is the one you will actually keep; for ${s.demo}, ${s.when} is a good place to start. Spreading short breaks for ${s.pain} across the day tends to work better than saving them all for the evening.`,
    ],
  },
  {
    questions: [
      (s) => `How does ${s.brand} fit into a routine for ${s.pain}?`,
      (s) => `Can an app help ${s.demo} remember to move?`,
    ],
    answers: [
      (s) =>
        `The app reminds you to move and then shows you what to do, with 1-minute breaks drawn from over 2,000 movements, including moves for your ${s.area}. Its Active Pass feature can lock the apps you choose when you have been sitting too long ${s.where}, and unlock them after a short move.`,
      (s) =>
        `${s.brand} takes care of the remembering for ${s.demo}. It suggests 1-minute breaks through the day, guides you through each move and turns your activity ${s.where} into Watts; the first 7 days are free.`,
      (s) =>
        `An app will not do the moves for you, but it can make breaks for your ${s.area} much easier to remember. ${s.brand} nudges you ${s.when}, picks a short move from a library of over 2,000, and lets ${s.demo} track streaks and daily goals.`,
    ],
  },
  {
    questions: [
      (s) => `Are these moves suitable for ${s.demo} who are new to exercise?`,
      (s) => `I am not sporty: can I still do this routine ${s.where}?`,
    ],
    answers: [
      (s) =>
        `Yes, the moves are chosen to be gentle and easy to scale for ${s.pain}. Start with a small range of motion, move slowly and stop if anything hurts; if you are ${s.one} with a medical condition or an injury, check with your doctor first.`,
      (s) =>
        `They are a friendly place to start, even for ${s.demo} who have not exercised in years. None of the moves needs strength or flexibility you do not already have, so listen to your ${s.area} and build up over a few weeks.`,
      (s) =>
        `Absolutely: the routine is built around small, slow movements that suit beginners ${s.where}. If a move feels like too much for your ${s.area}, make it smaller or skip it.`,
    ],
  },
  {
    questions: [
      (s) => `How long does a movement break need to be ${s.where}?`,
      (s) => `Is one minute really enough for ${s.demo}?`,
    ],
    answers: [
      (s) =>
        `Shorter than you might think, even for ${s.pain}. One minute of movement is enough to change position and give your ${s.area} a break from holding still, and the ${s.moves.length} moves above take about ${s.minutes} minutes if you want a longer session.`,
      (s) =>
        `A minute is plenty to change how your ${s.area} ${s.areaVerb("feels", "feel")} in the moment. For ${s.demo}, several one-minute breaks spread across the day ${s.where} are usually easier to keep up than one long session.`,
      (s) =>
        `Even a single minute ${s.where} counts, because what matters most is breaking up long periods of stillness. Go through all ${s.moves.length} moves when you have ${s.minutes} minutes, or pick one or two for ${s.pain} when you do not.`,
    ],
  },
  {
    questions: [
      (s) => `What should ${s.demo} do if a move feels uncomfortable?`,
      (s) => `What if one of these moves hurts my ${s.area}?`,
    ],
    answers: [
      (s) =>
        `Stop that move straight away and go on with the next one in the routine for ${s.pain}. Stretches should feel like gentle tension in your ${s.area}, never sharp pain, so make the movement smaller or skip it ${s.where}.`,
      (s) =>
        `For ${s.demo}, discomfort is a signal to ease off, not to push through. Make the movement smaller, slow it down or skip it, and if the same move keeps hurting your ${s.area}, ask a physiotherapist for an alternative that suits ${s.one}.`,
    ],
  },
];

/** An FAQ of 3 to 5 questions: the safety question and a draw of the others. */
export function faq(random: Random, s: Slots): string {
  const heading = say(random, headings, s);
  const chosen = random.sample(questions, random.int(2, 4));
  const all = random.shuffle([professional, ...chosen]);
  const blocks = all.flatMap((item) => {
    const answer = say(random, item.answers, s);
    // A question whose every answer is already on two other pages is left out.
    return answer ? [`### ${say(random, item.questions, s)}\n\n${answer}`] : [];
  });
  return `## ${heading}\n\n${blocks.join("\n\n")}`;
}
