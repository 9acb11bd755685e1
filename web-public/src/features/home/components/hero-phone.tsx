/** A drawn phone showing a locked-apps screen; purely decorative. */
export function HeroPhone() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-64 sm:w-72">
      <div className="absolute -inset-10 rounded-full bg-brand-300/40 blur-3xl" />
      <div className="relative rounded-[2.75rem] bg-ink p-3 shadow-2xl">
        <div className="overflow-hidden rounded-[2.2rem] bg-brand-50">
          <div className="flex justify-center pt-3">
            <div className="h-5 w-24 rounded-full bg-ink" />
          </div>
          <div className="px-5 pt-6 pb-8">
            <p className="text-center text-xs font-semibold tracking-wider text-brand-800 uppercase">Time to move</p>
            <div className="mx-auto mt-4 flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-500">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-8 w-8"
                fill="none"
                stroke="#14180c"
                strokeWidth="2.5"
              >
                <rect x="5" y="11" width="14" height="10" rx="2" />
                <path d="M8 11V7a4 4 0 0 1 8 0v4" strokeLinecap="round" />
              </svg>
            </div>
            <p className="mt-4 text-center text-lg leading-tight font-bold text-ink">3 apps are taking a break</p>
            <p className="mt-1 text-center text-sm text-ink/70">You have been sitting for 55 minutes</p>
            <div className="mt-5 grid grid-cols-3 gap-3">
              {["bg-rose-300", "bg-sky-300", "bg-amber-300"].map((color) => (
                <div key={color} className={`relative aspect-square rounded-xl ${color} opacity-60`}>
                  <div className="absolute -right-1 -bottom-1 h-4 w-4 rounded-full bg-ink ring-2 ring-brand-50" />
                </div>
              ))}
            </div>
            <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
              <p className="text-xs text-ink/60">Your move</p>
              <p className="font-bold text-ink">Shoulder rolls</p>
              <div className="mt-3 flex items-center justify-between">
                <span className="text-sm text-ink/70">1 minute</span>
                <span className="rounded-full bg-brand-500 px-3 py-1 text-xs font-bold text-ink">Start</span>
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className="absolute top-24 -right-6 rounded-2xl bg-white px-3 py-2 shadow-lg ring-1 ring-ink/10 sm:-right-12">
        <p className="text-xs text-ink/60">Today</p>
        <p className="text-sm font-bold text-ink">+120 Watts</p>
      </div>
    </div>
  );
}
