import { CLAIMS } from "@movebreak/shared/constants";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { StoreButton } from "@/components/ui/store-button";
import { DEFAULT_PLAN_ID, PLANS, type PlanId } from "../data/plans";

/**
 * The billing periods as WAI-ARIA tabs with automatic activation (the APG's tabs pattern): one tab stop (the
 * selected tab; the others tabindex -1), ArrowLeft and ArrowRight move to and select the previous or next plan
 * (wrapping around), Home and End the first and last; each tab names the panel it controls, each panel the tab
 * that labels it.
 */
export function PlanTabs() {
  const [selected, setSelected] = useState<PlanId>(DEFAULT_PLAN_ID);
  const baseId = useId();
  const tabRefs = useRef<Map<PlanId, HTMLButtonElement>>(new Map());
  const tabId = (id: PlanId) => `${baseId}-tab-${id}`;
  const panelId = (id: PlanId) => `${baseId}-panel-${id}`;

  const selectAndFocus = (index: number) => {
    const plan = PLANS[(index + PLANS.length) % PLANS.length];
    if (!plan) return;
    setSelected(plan.id);
    tabRefs.current.get(plan.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Alt+Arrow is the browser's back and forward, Ctrl or Cmd with them its own shortcuts: left alone.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = PLANS.findIndex((plan) => plan.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: PLANS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    selectAndFocus(next);
  };

  return (
    <div className="mx-auto max-w-2xl">
      <div
        role="tablist"
        aria-label="Billing period"
        onKeyDown={onKeyDown}
        className="grid grid-cols-4 gap-1 rounded-full bg-ink/5 p-1"
      >
        {PLANS.map((plan) => {
          const isSelected = plan.id === selected;
          return (
            <button
              key={plan.id}
              ref={(node) => {
                if (node) tabRefs.current.set(plan.id, node);
                else tabRefs.current.delete(plan.id);
              }}
              type="button"
              role="tab"
              id={tabId(plan.id)}
              aria-selected={isSelected}
              aria-controls={panelId(plan.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(plan.id)}
              className={`rounded-full px-2 py-2.5 text-sm font-semibold transition-colors sm:text-base ${
                isSelected ? "bg-white text-ink shadow-sm ring-1 ring-ink/10" : "text-ink/70 hover:text-ink"
              }`}
            >
              {plan.name}
            </button>
          );
        })}
      </div>

      {PLANS.map((plan) => (
        <div
          key={plan.id}
          role="tabpanel"
          id={panelId(plan.id)}
          aria-labelledby={tabId(plan.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern: a panel whose first content is no control is itself the next tab stop after the tabs.
          tabIndex={0}
          hidden={plan.id !== selected}
          className="mt-6 rounded-3xl bg-white p-8 text-center shadow-lg ring-2 ring-brand-500 sm:p-10"
        >
          <div className="flex min-h-7 flex-wrap justify-center gap-2">
            {plan.badges.map((badge) => (
              <span key={badge} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
                {badge}
              </span>
            ))}
          </div>
          {/* The plan is the first heading under the page's h1: an h2 (Lighthouse's heading-order). */}
          <h2 className="mt-4 text-2xl font-bold">{plan.name}</h2>
          <p className="mt-4">
            <span className="text-5xl font-black tracking-tight sm:text-6xl">{plan.price}</span>
            <span className="ml-1 text-lg text-ink/70">{plan.period}</span>
          </p>
          <p className="mt-2 font-semibold text-ink/80">{plan.billing}</p>
          <p className="mx-auto mt-4 max-w-md text-ink/75">{plan.summary}</p>
          <div className="mt-8">
            <StoreButton size="lg" className="w-full sm:w-auto">
              {plan.hasTrial ? "Try for Free" : `Get ${plan.name}`}
            </StoreButton>
          </div>
          <p className="mt-4 text-sm text-ink/70">
            {plan.hasTrial ? `${CLAIMS.trialDays}-day free trial, cancel anytime.` : "No free trial on this plan."}
          </p>
        </div>
      ))}
    </div>
  );
}
