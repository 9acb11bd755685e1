/**
 * The embed player's first screen drawn on the server, with the player's own code (web-public/embed/src/
 * server-preview.ts): for a page that shows the player before its script runs. Server rendering only.
 */
export { playerPreviewHtml } from "../../embed/src/server-preview";
