import type { PinterestConnection, PinterestPin, PinterestStatus } from "@movebreak/shared/contracts/pinterest";

export function connection(overrides: Partial<PinterestConnection> = {}): PinterestConnection {
  return {
    username: "movebreak_fake",
    accountType: "BUSINESS",
    profileImage: "https://i.pinimg.com/75x75_RS/profile.jpg",
    expiresAt: "2026-04-01T10:00:00.000Z",
    isExpired: false,
    lastSyncAt: "2026-03-02T09:15:00.000Z",
    scopes: ["boards:read", "pins:read", "pins:write", "user_accounts:read"],
    method: "oauth",
    canRefresh: true,
    board: null,
    lastCall: { at: "2026-03-02T09:15:00.000Z", outcome: "ok", error: null },
    needsReconnect: false,
    ...overrides,
  };
}

export const connected = (overrides: Partial<PinterestConnection> = {}): PinterestStatus => ({
  connected: true,
  connection: connection(overrides),
});

export const notConnected: PinterestStatus = { connected: false, connection: null };

export function pin(n: number, overrides: Partial<PinterestPin> = {}): PinterestPin {
  return {
    id: `pin-${n}`,
    title: `Movement break #${n}`,
    created_at: `2026-01-${String(20 - n).padStart(2, "0")}T09:30:00`,
    link: null,
    media: { images: { "150x150": { url: `https://i.pinimg.com/150x150/pin-${n}.jpg` } } },
    ...overrides,
  };
}
