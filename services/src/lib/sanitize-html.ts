import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

const purifier = createDOMPurify(new JSDOM("").window);

// Links that open elsewhere must not hand the opener over.
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.getAttribute("target") === "_blank") {
    node.setAttribute("rel", "noopener noreferrer");
  }
});

/** Article HTML as stored and rendered: no scripts, handlers, styles, frames or forms. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
  });
}
