/** A pin for a newly published page (the workflow's publish step makes one). */
export interface PagePin {
  title: string;
  description: string;
  /** The page's public address: also the pin's idempotency key (one pin per address). */
  link: string;
  /** The run or generation job publishing the page (recorded with the pin). */
  runKey?: string;
  altText: string;
  /** Read only when a pin will really be made. */
  loadImage: () => Promise<{ contentType: string; bytes: Uint8Array } | undefined>;
}

export type PinOutcome = { status: "created"; pinId: string; boardName: string } | { status: "skipped" };

/**
 * Where new pages are pinned. Implemented by the Pinterest integration; "skipped" when no account
 * is connected or no board is chosen. A rejection is a failed pin: the caller never fails the run for it.
 */
export interface PinPublisher {
  publish(pin: PagePin, signal?: AbortSignal): Promise<PinOutcome>;
}
