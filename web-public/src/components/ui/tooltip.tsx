import { TOOLTIP } from "@movebreak/shared/ui-timing";
import {
  createContext,
  type PointerEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";

/*
 * Tooltips of our own (Radix's did not open under preact/compat, which the islands run on: docs/decisions.md).
 * A tooltip opens after the provider's delay (700 ms) on hover, or at once within the 300 ms skip delay after
 * another closed, and at once on keyboard focus; it closes on pointer leave, blur, a click on the trigger,
 * Escape, or scrolling (unless focus holds it open). Its text is the trigger's description (aria-describedby) while open.
 */

interface TooltipTiming {
  /** When the last tooltip closed (ms), for the skip delay. */
  lastClosedAt: { current: number };
}

const TooltipTimingContext = createContext<TooltipTiming | null>(null);

/**
 * Holds the shared skip delay. It wraps each page that has tooltips (the embed generator), not the whole app.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  const [timing] = useState<TooltipTiming>(() => ({ lastClosedAt }));
  return <TooltipTimingContext.Provider value={timing}>{children}</TooltipTimingContext.Provider>;
}

type OpenState = "closed" | "delayed-open" | "instant-open";

/** Above the trigger, centred, kept 8 px inside the window; below it when there is no room above. */
function placeTooltip(trigger: HTMLElement, tip: HTMLElement): Placement {
  const anchor = trigger.getBoundingClientRect();
  const { width, height } = tip.getBoundingClientRect();
  const gap = 6;
  const above = anchor.top - height - gap;
  const top = above >= 8 ? above : anchor.bottom + gap;
  const centred = anchor.left + anchor.width / 2 - width / 2;
  const left = Math.min(Math.max(8, centred), Math.max(8, window.innerWidth - width - 8));
  return { top, left, below: above < 8, arrowLeft: anchor.left + anchor.width / 2 - left };
}

interface Placement {
  top: number;
  left: number;
  /** Placed under the trigger (no room above): the arrow points up. */
  below: boolean;
  /** The arrow's centre, from the bubble's left edge: under the trigger's centre. */
  arrowLeft: number;
}

function TooltipBubble({ trigger, id, state, moved, children }: TooltipBubbleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Placement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed again each time the page moved under it
  useLayoutEffect(() => {
    if (ref.current && trigger) setPosition(placeTooltip(trigger, ref.current));
  }, [trigger, moved]);
  return createPortal(
    <div
      ref={ref}
      id={id}
      role="tooltip"
      data-state={state}
      style={{ position: "fixed", top: position?.top ?? 0, left: position?.left ?? 0, opacity: position ? 1 : 0 }}
      className="z-50 max-w-xs rounded-lg bg-ink px-3 py-1.5 text-sm text-white shadow-md data-[state=delayed-open]:animate-tooltip-in motion-reduce:animate-none"
    >
      {children}
      <span
        aria-hidden="true"
        style={{ left: (position?.arrowLeft ?? 0) - 4 }}
        className={`absolute h-2 w-2 rotate-45 bg-ink ${position?.below ? "-top-1" : "-bottom-1"}`}
      />
    </div>,
    document.body,
  );
}

interface TooltipBubbleProps {
  trigger: HTMLElement | null;
  id: string;
  state: OpenState;
  /** Counts the scrolls under a tooltip kept open by keyboard focus. */
  moved: number;
  children: ReactNode;
}

/** A small "i" button that explains the field next to it. */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const timing = useContext(TooltipTimingContext);
  const [state, setState] = useState<OpenState>("closed");
  const [moved, setMoved] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const open = state !== "closed";

  const cancel = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const close = () => {
    cancel();
    setState((current) => {
      if (current !== "closed" && timing) timing.lastClosedAt.current = Date.now();
      return "closed";
    });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === "touch" || open || timer.current !== undefined) return;
    if (timing && Date.now() - timing.lastClosedAt.current < TOOLTIP.skipDelayMs) {
      setState("instant-open");
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setState("delayed-open");
    }, TOOLTIP.delayMs);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    // Focusing a trigger can scroll it into view: a tooltip that keyboard focus opened stays with it (it is
    // dismissed by Escape or by leaving); one the pointer opened closes.
    const onScroll = () => {
      if (document.activeElement === triggerRef.current) setMoved((count) => count + 1);
      else close();
    };
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", onScroll, { capture: true });
    };
  });
  // A pending open is cancelled when the trigger goes away.
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        data-state={state}
        onPointerMove={onPointerMove}
        onPointerLeave={close}
        onFocus={() => {
          cancel();
          setState("instant-open");
        }}
        onBlur={close}
        onClick={close}
        className="inline-flex h-5 w-5 items-center justify-center rounded-full bg-ink/10 text-xs font-bold text-ink/70 hover:bg-ink/20"
      >
        i
      </button>
      {open && (
        <TooltipBubble trigger={triggerRef.current} id={id} state={state} moved={moved}>
          {children}
        </TooltipBubble>
      )}
    </>
  );
}
