import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

const purifier = createDOMPurify(new JSDOM("").window);

// Links that open elsewhere must not hand the opener over.
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.getAttribute("target") === "_blank") {
    node.setAttribute("rel", "noopener noreferrer");
  }
});

/**
 * Article HTML as stored and rendered: no scripts, handlers, styles, frames or forms, and no data-*
 * attribute at all. The site's own scripts take their orders from data-* attributes (an island's
 * `data-island`/`data-props`, `data-store-link`, `data-reload`, the embed player's `data-movebreak-*`):
 * an article or an import must not be able to start a widget or pick its settings.
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
    ALLOW_DATA_ATTR: false,
  });
}
