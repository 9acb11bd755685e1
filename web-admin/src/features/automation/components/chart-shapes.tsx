import { cn } from "@/lib/cn";
import { type StateBox, TEXT } from "../utils/machine-layout";

/** Centred lines of small text; the words of `emphasis` (the selected event) in bold. */
export function Lines({
  lines,
  x,
  y,
  className,
  emphasis,
}: {
  lines: string[];
  x: number;
  y: number;
  className?: string;
  emphasis?: (word: string) => boolean;
}) {
  return (
    <text x={x} y={y} fontSize={TEXT.small} textAnchor="middle" className={className}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed label, never reordered
        <tspan key={`${index}:${line}`} x={x} dy={index === 0 ? TEXT.lineHeight - 3 : TEXT.lineHeight}>
          {emphasis
            ? line.split(/(?<= )/).map((word, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the words of one fixed line, never reordered
                <tspan key={`${i}:${word}`} className={emphasis(word.trim()) ? "font-bold" : undefined}>
                  {word}
                </tspan>
              ))
            : line}
        </tspan>
      ))}
    </text>
  );
}

export function StateNode({ state, current, from }: { state: StateBox; current: boolean; from: boolean }) {
  const cx = state.x + state.width / 2;
  return (
    <g>
      <rect
        x={state.x}
        y={state.y}
        width={state.width}
        height={state.height}
        rx={8}
        strokeWidth={current ? 2.5 : 1.25}
        strokeDasharray={from ? "5 3" : undefined}
        className={cn(
          current ? "fill-brand-100 stroke-brand-700" : "fill-white",
          !current && (from ? "stroke-brand-600" : "stroke-slate-400"),
        )}
      />
      <text
        x={cx}
        y={state.y + 20}
        fontSize={TEXT.state}
        textAnchor="middle"
        className={current ? "fill-brand-950 font-bold" : "fill-slate-900"}
      >
        {state.id}
      </text>
      {state.internal.length > 0 ? (
        <text x={cx} y={state.y + 36} fontSize={TEXT.small} textAnchor="middle" className="fill-slate-500">
          ↻ {state.internal.join(", ")}
        </text>
      ) : null}
    </g>
  );
}
