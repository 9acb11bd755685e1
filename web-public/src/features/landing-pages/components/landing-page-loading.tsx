/** Placeholder while a landing page has not been read (the server's read of it failed). */
export function LandingPageLoading() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 lg:px-8">
        <p role="status" className="sr-only">
          Loading page...
        </p>
        <div aria-hidden="true" className="max-w-2xl animate-pulse motion-reduce:animate-none">
          <div className="h-7 w-56 rounded-full bg-ink/10" />
          <div className="mt-6 h-12 w-full rounded-xl bg-ink/10" />
          <div className="mt-3 h-12 w-4/5 rounded-xl bg-ink/10" />
          <div className="mt-6 h-5 w-3/4 rounded bg-ink/10" />
          <div className="mt-8 h-14 w-48 rounded-full bg-brand-200" />
        </div>
      </div>
    </section>
  );
}
