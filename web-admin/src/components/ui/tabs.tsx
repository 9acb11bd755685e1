import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
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
  underline: (active: boolean) =>
    cn(
      "-mb-px shrink-0 whitespace-nowrap border-b-2 px-2.5 py-2.5 sm:px-3 font-medium text-sm transition-colors",
      "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-slate-900",
      active
        ? "border-brand-600 text-slate-900"
        : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
    ),
  segmented: (active: boolean) =>
    cn(
      "min-h-10 rounded-md px-3 py-2 font-medium text-sm transition-colors sm:px-5",
      "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
      active ? "bg-white text-slate-900 shadow-sm" : "text-slate-700 hover:bg-white/60 hover:text-slate-900",
    ),
} as const;

/**
 * An accessible tablist (WAI-ARIA tabs, automatic activation): arrow keys, Home and End
 * move between tabs, and only the selected tab is in the tab order.
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
  const baseId = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={TABLIST[variant]}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={TAB[variant](active)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        if (!active && !tab.keepMounted) return null;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={!active}
            tabIndex={-1}
            className={cn("outline-none", variant === "underline" && "pt-5")}
          >
            {tab.panel}
          </div>
        );
      })}
    </div>
  );
}
