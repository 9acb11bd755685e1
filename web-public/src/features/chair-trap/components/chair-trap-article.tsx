import { BRAND } from "@movebreak/shared/brand";
import { hrefOf } from "@movebreak/shared/public-routes";
import { Link } from "react-router";
import { scrollToTop } from "@/lib/scroll";
import { KeyFigure } from "./key-figure";
import { TrapCycle } from "./trap-cycle";

/**
 * The article body. Its only figures are the spec's claims (9.5 hours a day
 * on average, over 8 hours a day); the health effects are described without
 * numbers of our own.
 */
export function ChairTrapArticle() {
  return (
    <article className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <div className="landing-prose">
          <p>
            Nobody sets out to sit all day. You sit down to answer a few emails. A call runs long. Lunch arrives at the
            desk. The drive home, dinner, an episode or three. By the time you go to bed you have spent most of your
            waking hours folded at the hips, and it did not feel like a decision at any point.
          </p>
          <p>
            That is the chair trap: a day built out of chairs, each one handing you to the next. And it is far more
            common than it sounds.
          </p>
        </div>

        <div className="my-12 grid gap-4 sm:grid-cols-2">
          <KeyFigure value="9.5 hours" text="is how long the average person sits every day." />
          <KeyFigure value="8+ hours" text="of sitting daily, and the effects start piling up." />
        </div>

        <div className="landing-prose">
          <h2>Why sitting is so hard to escape</h2>
          <p>
            The trap is not a lack of willpower. Our days are designed around sitting: desks, cars, meeting rooms,
            sofas. Screens and apps are designed to keep us there, scrolling in the same position. And the classic fix,
            a workout before or after work, leaves the eight or nine hours in between untouched.
          </p>
        </div>

        <TrapCycle />

        <div className="landing-prose">
          <h2>What a day in the chair does to you</h2>
          <p>Long, unbroken sitting shows up in small ways first, and most desk workers will recognise them:</p>
          <ul>
            <li>
              <strong>Stiff neck and shoulders</strong> from hours of leaning towards a screen.
            </li>
            <li>
              <strong>A sore lower back</strong> from holding one position for too long.
            </li>
            <li>
              <strong>Tight hips</strong>, folded at a right angle for most of the day.
            </li>
            <li>
              <strong>The afternoon slump</strong>, when energy and focus drain away after lunch.
            </li>
          </ul>
          <p>
            Over the years, researchers have linked long, sedentary days with wider risks too, including to heart and
            metabolic health. That is why the advice from health bodies has shifted from “exercise more” to something
            simpler: <strong>sit less, and break up the sitting you cannot avoid.</strong>
          </p>

          <h2>The way out is smaller than you think</h2>
          <p>
            You do not need to quit your job or buy a treadmill desk. What helps is frequency: getting up, or simply
            moving in your chair, many times a day. Even a 30-second micro-movement interrupts a long sit. A 1-minute
            move every hour adds up to a day that looks completely different.
          </p>
          <blockquote>The best break is the one you actually take.</blockquote>
          <p>
            The hard part is remembering. That is what {BRAND.name} is for. Its Active Pass locks the apps you choose
            when you have been sitting too long, and unlocks them after a short move. Sit Guard keeps an eye on the long
            stretches, and Apple Health sync means a walk to a meeting already counts. Over 2,000 desk exercises mean
            there is always a move that fits the moment, whether that is your neck, your back or{" "}
            <Link to={hrefOf("movements")} onClick={scrollToTop}>
              the hips you have been sitting on all day
            </Link>
            .
          </p>

          <h2>Start with one minute</h2>
          <p>
            Pick one long sit in your day, maybe the stretch straight after lunch, and break it with a single move.
            Tomorrow, do it twice. The chair trap was built one habit at a time, and that is exactly how it comes apart.
          </p>
          <p className="text-base text-ink/70">
            This article is general information, not medical advice. If you have pain or a health condition, talk to a
            doctor or physiotherapist before starting a new exercise routine.
          </p>
        </div>
      </div>
    </article>
  );
}
