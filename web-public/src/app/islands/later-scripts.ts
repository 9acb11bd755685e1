import { LATER_SCRIPTS_TEMPLATE_ID } from "@movebreak/shared/later-scripts";

/**
 * Starts the low-priority downloads of the code of islands that wait for the reader (a player's Start, a
 * carousel below the fold), listed by the server in an inert template: called once the page has loaded, so that
 * a tap later finds the code in the cache while the load itself issued none of those requests.
 */
export function prefetchLaterScripts(doc: Document): void {
  const template = doc.getElementById(LATER_SCRIPTS_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  doc.head.append(template.content);
}
