import type { PinRequest, PinResult } from "../pinterest/page-pins";

/** A pin for a newly published page, as the Pinterest integration takes it. */
export type PagePin = PinRequest;
export type PinOutcome = PinResult;

/**
 * Where new pages are pinned. Implemented by the Pinterest integration; "skipped" when no account
 * is connected or no board is chosen. A rejection is a failed pin: the caller never fails the run for it.
 */
export interface PinPublisher {
  publish(pin: PagePin, signal?: AbortSignal): Promise<PinOutcome>;
}
