import { useId } from "react";
import { cn } from "@/lib/cn";
import { splinePath } from "../utils/geometry";
import type { RegionLayout } from "../utils/machine-layout";
import { Lines, StateNode } from "./chart-shapes";

export interface RegionHighlight {
  /** The state the machine is in (now, or right after the selected event). */
  current: string | undefined;
  /** The state the selected event left, when it moved this region. */
  from?: string;
  /** The arrow the selected event took, and the event's machine name. */
  edgeId?: string | null;
  event?: string;
  /** Changes with the selected event, so its arrow is drawn again. */
  replayKey?: string | number;
}

/** One region of the statechart as SVG; what it says is also in the state list beside it, for screen readers. */
export function RegionChart({
  layout,
  highlight,
  title,
  description,
}: {
  layout: RegionLayout;
  highlight: RegionHighlight;
  title: string;
  description: string;
}) {
  // Marker ids are page-wide: each chart needs its own, and url(#...) wants a plain name.
  const id = `chart${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const { width, height } = layout;

  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      // Narrower boxes shrink it down to 80 %, then its box scrolls sideways: smaller text is hard to read.
      style={{ minWidth: Math.round(width * 0.8) }}
      className="block h-auto max-w-full font-mono"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <defs>
        {(["arrow", "arrow-active"] as const).map((name) => (
          <marker
            key={name}
            id={`${id}-${name}`}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={7}
            markerHeight={7}
            markerUnits="userSpaceOnUse"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className={name === "arrow" ? "fill-slate-500" : "fill-brand-700"} />
          </marker>
        ))}
      </defs>

      {layout.groups.map((group) => (
        <g key={group.id}>
          <rect
            x={group.x}
            y={group.y}
            width={group.width}
            height={group.height}
            rx={14}
            strokeDasharray="6 4"
            className="fill-slate-50 stroke-slate-300"
          />
          <rect {...group.legend} rx={4} className="fill-white stroke-slate-300" />
          <Lines
            lines={group.legend.lines}
            x={group.legend.x + group.legend.width / 2}
            y={group.legend.y + 2}
            className="fill-slate-600"
          />
        </g>
      ))}

      {layout.start ? (
        <g>
          <circle cx={layout.start.x} cy={layout.start.y} r={5} className="fill-slate-700" />
          <path
            d={splinePath(layout.start.points)}
            fill="none"
            strokeWidth={1.25}
            markerEnd={`url(#${id}-arrow)`}
            className="stroke-slate-500"
          />
        </g>
      ) : null}

      {layout.edges.map((edge) => {
        const active = edge.id === highlight.edgeId;
        return (
          <g
            key={active ? `${edge.id}:${highlight.replayKey}` : edge.id}
            data-edge={edge.id}
            data-active-edge={active ? "true" : undefined}
          >
            <path
              d={splinePath(edge.points)}
              fill="none"
              strokeWidth={active ? 2.5 : 1.25}
              markerEnd={`url(#${id}-${active ? "arrow-active" : "arrow"})`}
              // pathLength 1 lets the dash animation draw any arrow in the same time, without measuring it.
              pathLength={active ? 1 : undefined}
              className={cn(
                active ? "stroke-brand-700 [stroke-dasharray:1] motion-safe:animate-draw-edge" : "stroke-slate-400",
              )}
            />
            <rect {...edge.label} rx={3} className={active ? "fill-brand-50" : "fill-white/90"} />
            <Lines
              lines={edge.label.lines}
              x={edge.label.x + edge.label.width / 2}
              y={edge.label.y}
              className={active ? "fill-brand-900" : "fill-slate-600"}
              emphasis={
                active ? (word) => edge.events.length === 1 || word.replace(/,$/, "") === highlight.event : undefined
              }
            />
          </g>
        );
      })}

      {layout.states.map((state) => (
        <StateNode
          key={state.id}
          state={state}
          current={state.id === highlight.current}
          from={state.id === highlight.from}
        />
      ))}
    </svg>
  );
}
