import type { PlayableWorkout } from "@movebreak/shared/contracts/catalog";
import { TaughtSteps } from "./move-steps";

/**
 * How to do each of a location's moves, under its player: the routine draws four of them, and a reader can learn
 * any before pressing Start, or after. Server HTML only (no island): readable without JavaScript.
 */
export function MovesTaught({ workouts }: { workouts: readonly PlayableWorkout[] }) {
  const taught = workouts.filter((workout) => workout.instructions);
  if (taught.length === 0) return null;
  return (
    <section aria-labelledby="moves-taught" className="below-fold mx-auto max-w-3xl px-4 pt-14 sm:px-6 lg:px-8">
      <h2 id="moves-taught" className="text-3xl font-black tracking-tight text-balance">
        How to do each move
      </h2>
      <p className="mt-3 text-lg text-pretty text-ink/75">
        {`The player above picks up to four of these ${taught.length} moves, 15 seconds each. Move slowly, stay within a comfortable range, and stop if anything hurts.`}
      </p>
      <ol className="mt-8 space-y-6">
        {taught.map(({ id, title, instructions }) =>
          instructions ? (
            <li key={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6">
              <TaughtSteps heading={<h3 className="text-xl font-bold">{title}</h3>} taught={instructions} />
              <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
                <div>
                  <dt className="font-semibold">Easier</dt>
                  <dd className="text-ink/75">{instructions.easier}</dd>
                </div>
                <div>
                  <dt className="font-semibold">Harder</dt>
                  <dd className="text-ink/75">{instructions.harder}</dd>
                </div>
              </dl>
              <div className="mt-4 rounded-xl bg-brand-50 p-4 text-sm">
                <p className="font-semibold">When to skip it</p>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-ink/80">
                  {instructions.cautions.map((caution) => (
                    <li key={caution}>{caution}</li>
                  ))}
                </ul>
              </div>
              {instructions.sources.length > 0 && (
                <p className="mt-3 text-xs text-ink/65">
                  {"Based on: "}
                  {instructions.sources.map((source, i) => (
                    <span key={source.url}>
                      {i > 0 && "; "}
                      <a href={source.url} rel="noopener" className="underline underline-offset-2 hover:text-ink">
                        {`${source.publisher}, ${source.title}`}
                      </a>
                    </span>
                  ))}
                </p>
              )}
            </li>
          ) : null,
        )}
      </ol>
    </section>
  );
}
