import Avatar from "boring-avatars";
import { renderToStaticMarkup } from "react-dom/server";

/** The brand's lime and the page-header block colours, so every face belongs to the site. */
const PALETTE = ["#94be0b", "#d9eb95", "#b69cff", "#ff8fc6", "#ff9f45"];

/** Each face's picture, drawn once per name (the list of reviewers is short). */
const faces = new Map<string, string>();

/**
 * The face of `name` as an SVG document in a data: address. One drawing per name at every size (the <img> scales
 * it), so a reviewer's face is the very same picture on the home page and on /reviews.
 */
function avatarDataUrl(name: string): string {
  let url = faces.get(name);
  if (!url) {
    // Its mask id is its own document's: a fixed one keeps the same name's picture the same on every render.
    const svg = renderToStaticMarkup(<Avatar name={name} variant="beam" size={48} colors={PALETTE} />).replace(
      /_R_\w+_|:r\w+:/g,
      "face",
    );
    url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    faces.set(name, url);
  }
  return url;
}

/**
 * A reviewer's face, drawn from their name (boring-avatars' "beam": the same name always gives the same
 * face, two names almost never the same): reviews carry no photos, and a blank circle reads as a fake.
 * Decorative, since the name is written beside it; its box is fixed, so nothing moves when it paints. An image,
 * not inline SVG: a dozen elements less per face for the page to parse and lay out (the home page shows ten, a
 * phone parsing them blocked its main thread; issue 34), and drawn only once it is near the screen. Server-rendered
 * pages only (no island draws one): the string rendering never reaches the browser's code.
 */
export function PersonAvatar({ name, size = 40 }: { name: string; size?: 40 | 48 }) {
  return (
    <img
      src={avatarDataUrl(name)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`block shrink-0 rounded-full ${size === 48 ? "h-12 w-12" : "h-10 w-10"}`}
    />
  );
}
