import { movementTypeOf } from "@movebreak/shared/demonstrations/classify";
import { demonstrationFigure, type SvgNode } from "@movebreak/shared/demonstrations/figure";
import { createElement, type ReactElement, useEffect, useMemo, useRef } from "react";
import { animateDemonstration } from "@/lib/animate-demonstration";

/** A drawing's nodes as React elements (the scenes around a figure use it too). */
export function toReact(node: SvgNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...node.attrs }, ...(node.children ?? []).map(toReact));
}

interface DemonstrationProps {
  title: string;
  className?: string;
}

/**
 * The drawn demonstration of an exercise: a person in the exercise's key poses, looping (still
 * for people who prefer reduced motion, and before the page's JavaScript runs). Decorative: the box
 * around it names the exercise.
 */
export function ExerciseDemonstration(props: DemonstrationProps) {
  // Another exercise is another figure, with its own animations.
  return <Figure key={props.title} {...props} />;
}

function Figure({ title, className }: DemonstrationProps) {
  const figure = useMemo(() => toReact(demonstrationFigure(movementTypeOf(title), title)), [title]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const svg = box.current?.querySelector("svg");
    return svg ? animateDemonstration(svg) : undefined;
  }, []);
  return (
    <div ref={box} data-testid="exercise-demonstration" className={className}>
      {figure}
    </div>
  );
}
