const STAGES = ["Desk", "Car or train", "Dinner table", "Sofa"];

/** The day's chairs as a loop that only a move breaks. */
export function TrapCycle() {
  return (
    <figure className="my-10 rounded-3xl bg-stone-50 p-6 ring-1 ring-ink/5 sm:p-8">
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {STAGES.map((stage, index) => (
          <li
            key={stage}
            className="relative flex flex-col items-center rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-ink/10"
          >
            <span
              aria-hidden="true"
              className="flex h-9 w-9 items-center justify-center rounded-full bg-ink text-sm font-black text-white"
            >
              {index + 1}
            </span>
            <span className="mt-2 text-base font-bold text-ink">{stage}</span>
          </li>
        ))}
      </ol>
      <figcaption className="mt-5 text-center text-base text-ink/75">
        Each chair hands you to the next. A one-minute move between them is what breaks the loop.
      </figcaption>
    </figure>
  );
}
