import { LATER_SCRIPTS_TEMPLATE_ID } from "@movebreak/shared/later-scripts";
import { afterLoadWhenIdle } from "@/lib/after-load";

/**
 * Starts the low-priority downloads of the code of islands that wait for the reader (a player's Start, a
 * carousel below the fold), listed by the server in an inert template, once the page has loaded: a tap later
 * finds the code in the cache while the load itself issued none of those requests. One link per idle task:
 * starting a download costs the main thread about a millisecond, and /pricing's seven in one task made a task of
 * 5-17 ms, long enough on a slow phone (CPU slowdown 8) to count as blocking at the end of the load.
 */
export function prefetchLaterScripts(doc: Document, whenIdle: (task: () => void) => void = afterLoadWhenIdle): void {
  const template = doc.getElementById(LATER_SCRIPTS_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  for (const link of [...template.content.children]) whenIdle(() => doc.head.append(link));
}
