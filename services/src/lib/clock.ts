/** Time is injected so that tests can move it (session expiry, rate-limit windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
