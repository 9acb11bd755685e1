/** Toast behaviour of the sites (public spec sections 4 and 9). */
export const TOAST = {
  /** At most this many toasts show at once; a new one replaces the oldest. */
  limit: 1,
  /** How long a toast stays before it closes by itself. */
  durationMs: 5000,
  /** A dismissed toast is kept (closed) this long before it is dropped from the list. */
  removeDelayMs: 1_000_000,
  /** Swiping a toast right by this many pixels dismisses it. */
  swipeThresholdPx: 50,
  /** The key that moves focus to the notification region. */
  hotkey: ["F8"],
  /** Widest the toast region gets on medium screens and larger. */
  viewportMaxWidthPx: 420,
} as const;

/** Tooltip timings (public spec sections 4 and 9). */
export const TOOLTIP = {
  /** Hover this long before a tooltip opens. */
  delayMs: 700,
  /** Moving to another trigger within this time opens its tooltip at once. */
  skipDelayMs: 300,
} as const;
