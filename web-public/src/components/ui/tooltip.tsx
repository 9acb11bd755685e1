import { TOOLTIP } from "@movebreak/shared/ui-timing";
import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ComponentProps, ReactNode } from "react";

/*
 * Styled Radix tooltips. Radix opens after the provider's delay (700 ms, or at
 * once within the 300 ms skip delay after another tooltip) and closes on
 * pointer leave, click on the trigger, Escape, or scrolling the trigger away.
 */

/**
 * Holds the shared delay and skip delay. It wraps each page that has tooltips
 * (the embed generator), not the whole app, so Radix's tooltip code loads with
 * those pages only.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className = "",
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={`z-50 max-w-xs rounded-lg bg-ink px-3 py-1.5 text-sm text-white shadow-md data-[state=delayed-open]:animate-tooltip-in motion-reduce:animate-none ${className}`}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-ink" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

/** A small "i" button that explains the field next to it. */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={label}
          className="inline-flex h-5 w-5 items-center justify-center rounded-full bg-ink/10 text-xs font-bold text-ink/70 hover:bg-ink/20"
        >
          i
        </button>
      </TooltipTrigger>
      <TooltipContent>{children}</TooltipContent>
    </Tooltip>
  );
}
