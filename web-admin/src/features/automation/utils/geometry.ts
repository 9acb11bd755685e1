export interface Point {
  x: number;
  y: number;
}

/** A rectangle by its top-left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const inside = (p: Point, box: Box) =>
  p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height;

/** Where the segment from `a` (inside the box) to `b` (outside) crosses the box's border. */
function exitPoint(a: Point, b: Point, box: Box): Point {
  const ts = [
    b.x !== a.x ? (box.x - a.x) / (b.x - a.x) : Number.POSITIVE_INFINITY,
    b.x !== a.x ? (box.x + box.width - a.x) / (b.x - a.x) : Number.POSITIVE_INFINITY,
    b.y !== a.y ? (box.y - a.y) / (b.y - a.y) : Number.POSITIVE_INFINITY,
    b.y !== a.y ? (box.y + box.height - a.y) / (b.y - a.y) : Number.POSITIVE_INFINITY,
  ].filter((t) => t >= 0 && t <= 1);
  const t = Math.min(...ts);
  return Number.isFinite(t) ? { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) } : b;
}

/** A path that starts inside a box, made to start where it leaves the box (an arrow out of a group's border). */
export function clipStartToBox(points: Point[], box: Box): Point[] {
  const firstOutside = points.findIndex((p) => !inside(p, box));
  const before = points[firstOutside - 1];
  const after = points[firstOutside];
  if (firstOutside <= 0 || !before || !after) return points;
  return [exitPoint(before, after, box), ...points.slice(firstOutside)];
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * An SVG path through dagre's points as a uniform B-spline (the curve d3's curveBasis and dagre-d3
 * draw): smooth bends, starting and ending on the first and last points, so the arrowhead meets the box.
 */
export function splinePath(points: Point[]): string {
  const [first, ...rest] = points;
  if (!first) return "";
  if (rest.length <= 1)
    return `M${round(first.x)},${round(first.y)}${rest.map((p) => `L${round(p.x)},${round(p.y)}`).join("")}`;
  const parts = [`M${round(first.x)},${round(first.y)}`];
  let [x0, y0, x1, y1] = [first.x, first.y, first.x, first.y];
  const curve = (x: number, y: number) =>
    parts.push(
      `C${round((2 * x0 + x1) / 3)},${round((2 * y0 + y1) / 3)} ${round((x0 + 2 * x1) / 3)},${round((y0 + 2 * y1) / 3)} ${round((x0 + 4 * x1 + x) / 6)},${round((y0 + 4 * y1 + y) / 6)}`,
    );
  rest.forEach((p, index) => {
    if (index === 0) {
      [x1, y1] = [p.x, p.y];
      return;
    }
    if (index === 1) parts.push(`L${round((5 * x0 + x1) / 6)},${round((5 * y0 + y1) / 6)}`);
    curve(p.x, p.y);
    [x0, y0, x1, y1] = [x1, y1, p.x, p.y];
  });
  curve(x1, y1);
  parts.push(`L${round(x1)},${round(y1)}`);
  return parts.join("");
}
