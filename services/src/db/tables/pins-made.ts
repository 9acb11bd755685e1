/** Pins made for pages, keyed by the page's address: a retried publish reuses the pin (pinterest/page-pins.ts). */
export interface PinsMadeTable {
  link: string;
  pinId: string;
  boardId: string;
  boardName: string;
  /** The run or generation job whose publish step made it. */
  runKey: string | null;
  createdAt: Date;
}
