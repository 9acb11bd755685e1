import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";

export interface TabSpec<T extends string> {
  id: T;
  label: string;
  panel: ReactNode;
  /** Keep the panel in the page while another tab shows (its state survives). */
  keepMounted?: boolean;
}

/**
 * An ARIA tablist with automatic activation: arrow keys, Home and End move between the
 * tabs, and only the selected tab is in the tab order.
 */
export function PageManagerTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: TabSpec<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mb-6 grid grid-cols-3 gap-1 rounded-lg bg-slate-200/70 p-1 sm:inline-grid sm:w-auto"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`page-manager-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`page-manager-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cn(
                "min-h-10 rounded-md px-3 py-2 font-medium text-sm transition-colors sm:px-5",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
                active ? "bg-white text-slate-900 shadow-sm" : "text-slate-700 hover:bg-white/60 hover:text-slate-900",
              )}
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
            id={`page-manager-panel-${tab.id}`}
            aria-labelledby={`page-manager-tab-${tab.id}`}
            hidden={!active}
            tabIndex={-1}
            className="outline-none"
          >
            {tab.panel}
          </div>
        );
      })}
    </div>
  );
}
