/* Small decorative icons (aria-hidden): the text next to them carries the meaning. */

export function CheckIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={className}>
      <circle cx="10" cy="10" r="9" className="fill-brand-500" />
      <path d="M6 10.5l2.5 2.5L14 7.5" stroke="#14180c" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CrossIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={className}>
      <circle cx="10" cy="10" r="9" className="fill-rose-100" />
      <path d="M7 7l6 6M13 7l-6 6" stroke="#be123c" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A one-stroke line icon in the text's colour: `d` is its path on a 20x20 box. */
export function LineIcon({ d, className }: { d: string; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={className}>
      <path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ArrowRightIcon({ className = "h-4 w-4" }: { className?: string }) {
  return <LineIcon d="M4 10h12m-5-5l5 5-5 5" className={className} />;
}

export function ArrowDownIcon({ className = "h-4 w-4" }: { className?: string }) {
  return <LineIcon d="M10 4v12m-5-5l5 5 5-5" className={className} />;
}
