import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface TabSpec<T extends string> {
  id: T;
  label: ReactNode;
  panel: ReactNode;
  /** Keep the panel in the page while another tab shows (its state survives); otherwise it unmounts (and stops polling). */
  keepMounted?: boolean;
}

const TABLIST = {
  underline: "flex flex-wrap gap-x-1 border-slate-200 border-b",
  segmented: "mb-6 grid grid-cols-3 gap-1 rounded-lg bg-slate-200/70 p-1 sm:inline-grid sm:w-auto",
} as const;

const TAB = {
  underline: cn(
    "-mb-px shrink-0 whitespace-nowrap border-b-2 px-2.5 py-2.5 sm:px-3 font-medium text-sm transition-colors",
    "[&:focus-visible:not([data-pointer])]:outline-2 [&:focus-visible:not([data-pointer])]:outline-offset-[-2px]",
    "[&:focus-visible:not([data-pointer])]:outline-slate-900 data-[pointer]:outline-none",
    "data-[state=active]:border-brand-600 data-[state=active]:text-slate-900",
    "data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-600",
    "data-[state=inactive]:hover:border-slate-300 data-[state=inactive]:hover:text-slate-900",
  ),
  segmented: cn(
    "min-h-10 rounded-md px-3 py-2 font-medium text-sm transition-colors sm:px-5",
    "[&:focus-visible:not([data-pointer])]:outline-2 [&:focus-visible:not([data-pointer])]:outline-offset-2",
    "[&:focus-visible:not([data-pointer])]:outline-slate-900 data-[pointer]:outline-none",
    "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
    "data-[state=inactive]:text-slate-700 data-[state=inactive]:hover:bg-white/60 data-[state=inactive]:hover:text-slate-900",
  ),
} as const;

/**
 * Radix Tabs with the admin's two looks: WAI-ARIA tabs with automatic activation (arrow keys, Home and End move
 * between tabs, and only the selected tab is in the tab order). Controlled: the screen owns which tab shows.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  variant = "underline",
}: {
  label: string;
  tabs: TabSpec<T>[];
  selected: T;
  onSelect: (id: T) => void;
  variant?: keyof typeof TABLIST;
}) {
  return (
    <RadixTabs.Root value={selected} onValueChange={(id) => onSelect(id as T)}>
      <RadixTabs.List aria-label={label} className={TABLIST[variant]}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className={TAB[variant]}
            // Radix focuses a trigger from script on mousedown, which Chromium then treats as keyboard focus: the
            // ring would show after every click. A trigger pressed with a pointer is marked until it loses focus
            // or a key is pressed on it, and the ring is drawn only for focus that came from the keyboard.
            onPointerDown={(event) => {
              event.currentTarget.dataset.pointer = "";
            }}
            onKeyDown={(event) => {
              delete event.currentTarget.dataset.pointer;
            }}
            onBlur={(event) => {
              delete event.currentTarget.dataset.pointer;
            }}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.id}
          value={tab.id}
          // A kept panel stays mounted while another tab shows: Radix's forceMount, hidden by us (Radix shows it).
          forceMount={tab.keepMounted ? true : undefined}
          hidden={tab.id !== selected}
          // Focusable from code (the dashboard moves focus into a panel it opens), not a stop of its own in the tab order.
          tabIndex={-1}
          className={cn("outline-none", variant === "underline" && "pt-5")}
        >
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
