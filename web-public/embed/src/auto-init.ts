import { EMBED_ATTRIBUTES } from "@movebreak/shared/brand";
import { guard } from "./guard";

const SELECTOR = `[${EMBED_ATTRIBUTES.location}]`;

/**
 * Gives every `[data-movebreak-location]` element a player: those in the page
 * now, and those added (or given the attribute) later. `start` must ignore an
 * element that already has one.
 */
export function autoInit(doc: Document, start: (element: HTMLElement) => void): MutationObserver {
  const scan = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(SELECTOR)) start(node as HTMLElement);
    for (const found of node.querySelectorAll<HTMLElement>(SELECTOR)) start(found);
  };
  scan(doc.documentElement);
  // Also sees the elements the parser adds after this script ran (async or in <head>).
  const observer = new MutationObserver(
    guard((records: MutationRecord[]) => {
      for (const record of records) {
        if (record.type === "attributes") scan(record.target);
        else for (const node of record.addedNodes) scan(node);
      }
    }),
  );
  observer.observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [EMBED_ATTRIBUTES.location],
  });
  return observer;
}
