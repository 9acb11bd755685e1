import { CLAIMS } from "@movebreak/shared/constants";
import type { ReactNode } from "react";
import { Section } from "./section";
import { StarRating } from "./star-rating";
import { StoreButton } from "./store-button";

interface DownloadCtaProps {
  /** Unique per page: the section is labelled by its heading. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** The store button's label; "Try for Free" by default. */
  buttonLabel?: string;
  /** A second action next to the store button. */
  secondary?: ReactNode;
}

/** The closing download call of a page: the store button (analytics first), rating and trial terms. */
export function DownloadCta({ id, title, text, buttonLabel, secondary }: DownloadCtaProps) {
  return (
    <Section look="dark" padding="lg" className="text-center" labelledBy={id}>
      <h2 id={id} className="mx-auto max-w-2xl text-3xl font-black tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-white/80">{text}</p>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <StoreButton size="lg" className="w-full sm:w-auto">
          {buttonLabel}
        </StoreButton>
        {secondary}
      </div>
      <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-2 text-sm text-white/75">
        <StarRating rating={5} />
        <span>
          {CLAIMS.rating} rating · {CLAIMS.users} users · {CLAIMS.trialDays}-day free trial
        </span>
      </p>
    </Section>
  );
}
