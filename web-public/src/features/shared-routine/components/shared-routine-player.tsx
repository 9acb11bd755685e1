import type { SharedRoutineResponse } from "@movebreak/shared/contracts/catalog";
import { playerPreviewHtml } from "@/lib/player-preview";
import { PLAYER_HOST_ATTRIBUTE } from "../player-island";

/**
 * /try/{key}'s embedded player as the server draws it: the embed player's own first screen (title, length,
 * the first exercise's demonstration, Start Routine) in a declarative shadow root, so the page shows the
 * player from its first paint without running any script. The player itself (MovebreakPlayer.create with
 * the shared key and this routine) takes over when the reader first reaches for it (../player-island.ts).
 */
export function SharedRoutinePlayer({ routineKey, routine }: { routineKey: string; routine: SharedRoutineResponse }) {
  return (
    <div data-testid="shared-routine-player" className="flex w-full max-w-full flex-col items-center">
      <div
        {...{ [PLAYER_HOST_ATTRIBUTE]: "" }}
        className="max-w-full"
        // Markup the embed player's own code drew (server-preview.ts): text goes in as text nodes there.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a declarative shadow root cannot be written in JSX
        dangerouslySetInnerHTML={{ __html: playerPreviewHtml({ sharedKey: routineKey, routine }) }}
      />
    </div>
  );
}
