import { svg } from "./dom";

/** The stick figure of the clip fallback: the body bobs (CSS keyframes). */
export function figure(): SVGElement {
  return svg(
    "svg",
    { viewBox: "0 0 120 160", "aria-hidden": "true" },
    svg(
      "g",
      { class: "fig" },
      svg("circle", { cx: 60, cy: 28, r: 13, fill: "currentColor", stroke: "none" }),
      svg("path", { d: "M60 50v48M60 98l-16 48M60 98l16 48" }),
      svg("path", { d: "M60 56L38 88" }),
      svg("path", { d: "M60 56l22 32" }),
    ),
  );
}

export function playIcon(): SVGElement {
  return svg(
    "svg",
    { viewBox: "0 0 20 20", "aria-hidden": "true" },
    svg("path", { d: "M6 3.6a1 1 0 0 0-1.5.9v11a1 1 0 0 0 1.5.9l9-5.5a1 1 0 0 0 0-1.8z" }),
  );
}

export function checkIcon(): SVGElement {
  return svg("svg", { viewBox: "0 0 24 24", "aria-hidden": "true" }, svg("path", { d: "M5 12.5l4.5 4.5L19 7.5" }));
}
