/** The player's public API version (window.MovebreakPlayer.version); bump on a change embedders can notice. */
export const PLAYER_VERSION = "1.0.0";
