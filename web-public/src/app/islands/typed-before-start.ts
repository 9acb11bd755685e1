/**
 * Text a reader types into an island's fields before its script has started (a slow phone, a fast
 * typist) is theirs: rendering the island over the server's markup would reset each field to its
 * initial value, or keep the text while the component's state ignores it. This notes what differs from
 * the server's value before the island renders and, after, types it back in as an input event, so the
 * component reacts to it as it would to the reader.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

// An <input> without a type reads "text"; checkboxes, radios and the like are not typed into.
const TEXT_TYPES = new Set(["text", "search", "email", "url", "tel", "number", "password"]);

function isTextField(element: Element): element is Field {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && TEXT_TYPES.has(element.type);
}

/** The fields under `root` holding text the server did not put there, with that text. */
export function noteTypedText(root: ParentNode): ReadonlyArray<readonly [Field, string]> {
  return [...root.querySelectorAll("input, textarea")]
    .filter(isTextField)
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
}

/** Types the noted text back into each field still on the page, as the reader would have. */
export function restoreTypedText(noted: ReadonlyArray<readonly [Field, string]>): void {
  for (const [field, text] of noted) {
    if (!field.isConnected) continue;
    // A framework that tracks a field's value (React) acts on an input event only when the value differs
    // from the one it last saw: the element's own setter records the server's value, the prototype's
    // then puts the text in without being recorded.
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
