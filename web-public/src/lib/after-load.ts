/**
 * Runs `task` in a task of its own once the page has loaded and the main thread is idle (at the latest
 * `timeoutMs` after the load; at once after it where the browser has no idle callbacks, as Safari).
 * For work the reader does not wait for: on a slow phone it then lengthens none of the load's tasks.
 */
export function afterLoadWhenIdle(task: () => void, timeoutMs = 2000): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else window.setTimeout(task, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}

/**
 * Runs `task` once: after the load when the main thread is idle (afterLoadWhenIdle), or at `pagehide` if the
 * reader leaves first, so that a count made after the load loses no reader who left before it had finished.
 * For a request that outlives the page, `task` sends it with `keepalive`.
 */
export function onceAfterLoadOrLeave(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener("pagehide", run);
    task();
  };
  window.addEventListener("pagehide", run);
  afterLoadWhenIdle(run);
}
