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
