/** PLACEHOLDER until the resilience branch's classifier lands: connection-level failures only. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  if (/^08|^57P0[123]$|^53300$/.test(code)) return true;
  if (["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"].includes(code)) return true;
  const message = typeof e?.message === "string" ? e.message : "";
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message);
}
