import { island } from "@/lib/island";
import { PreviewVideoCards } from "./preview-video-cards";

/** The preview cards load their clips once in view: an island (app/islands/registry.ts, "preview-videos"). */
export const PreviewVideoCardsIsland = island("preview-videos", PreviewVideoCards);
