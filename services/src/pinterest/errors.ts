/** The integration is off: no PINTEREST_TOKEN_KEY (or, for OAuth, no app credentials). */
export class PinterestNotConfigured extends Error {}

/** There is no connected account to act for. */
export class PinterestNotConnected extends Error {}

/** The admin's input was refused (a forged, reused or expired state; a code or token Pinterest refused). */
export class PinterestInputRefused extends Error {}
