import { useEffect, useState } from "react";

/** The current time, refreshed every `intervalMs` while `enabled` (a ticking countdown). */
export function useNow(intervalMs = 1_000, enabled = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
