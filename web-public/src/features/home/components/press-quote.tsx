import { Section } from "@/components/ui/section";
import { PRESS_QUOTE } from "../data/awards";

export function PressQuote() {
  return (
    <Section look="dark" padding="md" labelledBy="press-heading">
      <h2 id="press-heading" className="sr-only">
        What the press says
      </h2>
      <figure className="mx-auto max-w-3xl text-center">
        <svg aria-hidden="true" viewBox="0 0 48 36" width="48" height="36" className="mx-auto fill-brand-300">
          <path d="M0 36V20C0 8 7 1 18 0v7c-6 1-9 5-9 11h9v18H0zm30 0V20C30 8 37 1 48 0v7c-6 1-9 5-9 11h9v18H30z" />
        </svg>
        <blockquote className="mt-6 text-2xl font-semibold text-balance sm:text-3xl">
          <p>“{PRESS_QUOTE.text}”</p>
        </blockquote>
        <figcaption className="mt-6 text-white/80">
          <span className="font-semibold text-white">{PRESS_QUOTE.source}</span>, {PRESS_QUOTE.context}
        </figcaption>
      </figure>
    </Section>
  );
}
