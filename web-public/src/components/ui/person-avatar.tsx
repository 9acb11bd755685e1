import Avatar from "boring-avatars";

/** The brand's lime and the page-header block colours, so every face belongs to the site. */
const PALETTE = ["#94be0b", "#d9eb95", "#b69cff", "#ff8fc6", "#ff9f45"];

/**
 * A reviewer's face, drawn from their name (boring-avatars' "beam": the same name always gives the same
 * face, two names almost never the same): reviews carry no photos, and a blank circle reads as a fake.
 * Decorative, since the name is written beside it; its box is fixed, so nothing moves when it paints.
 */
export function PersonAvatar({ name, size = 40 }: { name: string; size?: 40 | 48 }) {
  return (
    <span aria-hidden="true" className={`block shrink-0 ${size === 48 ? "h-12 w-12" : "h-10 w-10"}`}>
      <Avatar name={name} variant="beam" size={size} colors={PALETTE} />
    </span>
  );
}
