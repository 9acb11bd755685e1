import { LATER_SCRIPTS_TEMPLATE_ID } from "@movebreak/shared/later-scripts";
import { afterEach, describe, expect, it } from "vitest";
import { prefetchLaterScripts } from "./later-scripts";

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
  document.getElementById(LATER_SCRIPTS_TEMPLATE_ID)?.remove();
});

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href);

describe("the code of islands that wait", () => {
  it("when the page has loaded, then the links the server listed for later are in <head>, one per idle task, once", () => {
    document.head.insertAdjacentHTML(
      "beforeend",
      `<template id="${LATER_SCRIPTS_TEMPLATE_ID}"><link rel="prefetch" as="script" href="/assets/player-1.js" /><link rel="prefetch" as="script" href="/assets/loader-1.js" /></template>`,
    );
    // Inert until then: the template's links are not the document's.
    expect(prefetched()).toEqual([]);

    const idle: (() => void)[] = [];
    prefetchLaterScripts(document, (task) => idle.push(task));
    // Each link starts its download in an idle task of its own, none during the load.
    expect(prefetched()).toEqual([]);
    expect(idle).toHaveLength(2);
    idle.shift()?.();
    expect(prefetched().map((href) => new URL(href).pathname)).toEqual(["/assets/player-1.js"]);
    idle.shift()?.();
    expect(prefetched().map((href) => new URL(href).pathname)).toEqual(["/assets/player-1.js", "/assets/loader-1.js"]);
    prefetchLaterScripts(document, (task) => idle.push(task));
    expect(idle).toHaveLength(0);
    expect(prefetched()).toHaveLength(2);
  });

  it("when a page has no island that waits, then nothing is added", () => {
    prefetchLaterScripts(document);
    expect(prefetched()).toEqual([]);
  });
});
