import { useEffect, useRef } from "react";
import { useIncrementOpens } from "../api/increment-opens";

/**
 * Counts one open once the routine has loaded: exactly one call per page
 * (keyed by the routine's key), whatever re-renders or StrictMode's second
 * effect run happen. React keeps refs across that second run, so the flag
 * holds.
 */
export function useCountOpen(key: string, loaded: boolean) {
  const { mutate } = useIncrementOpens();
  const counted = useRef(false);

  useEffect(() => {
    if (!loaded || counted.current) return;
    counted.current = true;
    mutate(key);
  }, [key, loaded, mutate]);
}
