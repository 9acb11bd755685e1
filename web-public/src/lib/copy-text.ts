/**
 * Puts text on the clipboard: the Clipboard API where the page may use it,
 * else the older copy command on a hidden text area (plain-http pages, older
 * browsers). Rejects when neither works.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not a secure context: try the copy command below.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand?.("copy")) throw new Error("Copy is not available");
  } finally {
    area.remove();
  }
}
