import type { SVGProps } from "react";

/** A small stroke icon (a 24 px grid unless viewBox says otherwise), decorative: the control around it carries the name. */
export function StrokeIcon({ children, className = "size-4", ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}
