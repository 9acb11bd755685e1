import {
  renderLocationHero,
  renderLocationThumbnail,
  renderShareCard,
  type ShareCardInput,
} from "../pages/media/location-artwork";
import type { CpuPool } from "../workers/cpu-pool";

/** The share images' work in the CPU pool (registered with the pool's threads by `src/cpu-tasks.ts`). */
export const shareImageCpuTasks = {
  /** A location page's hero: its artwork (issue 18), drawing the routine's first move when named (issue 34). */
  locationHero: (input: { locationId: string; exercise?: string; movement?: string }): Buffer =>
    renderLocationHero(input),
  /** A location card's picture: the same artwork, card-sized (issue 20). */
  locationThumbnail: (input: { locationId: string }): Buffer => renderLocationThumbnail(input),
  /** A location page's or shared routine's 1200x630 social image: its title beside its artwork (issue 22). */
  shareCard: (input: ShareCardInput): Promise<Buffer> => renderShareCard(input),
};

export type ShareImageCpuTasks = typeof shareImageCpuTasks;

/** The CPU pool as the share images use it. */
export type ShareImageCpuPool = CpuPool<ShareImageCpuTasks>;
