import { useCallback } from "react";
import { useSearchParams } from "react-router";

export const PAGE_MANAGER_TABS = ["automation", "manual", "manage"] as const;
export type PageManagerTab = (typeof PAGE_MANAGER_TABS)[number];

function isTab(value: string | null): value is PageManagerTab {
  return PAGE_MANAGER_TABS.includes(value as PageManagerTab);
}

function parseId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * The Page Manager's place in the URL, so a reload keeps it: ?tab=automation|manual
 * (Manage when absent) and ?edit={id} for the page open in the form (implies Manual Page).
 */
export function usePageManagerParams() {
  const [params, setParams] = useSearchParams();
  const editId = parseId(params.get("edit"));
  const requested = params.get("tab");
  const tab: PageManagerTab = editId !== null ? "manual" : isTab(requested) ? requested : "manage";

  const selectTab = useCallback(
    (next: PageManagerTab) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        // Choosing a tab leaves any edit: the Manual Page tab chosen by hand is a new page.
        if (next !== "manual") updated.delete("edit");
        if (next === "manage") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      });
    },
    [setParams],
  );

  const openEdit = useCallback(
    (id: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set("tab", "manual");
        updated.set("edit", String(id));
        return updated;
      });
    },
    [setParams],
  );

  const backToManage = useCallback(() => selectTab("manage"), [selectTab]);

  return { tab, editId, selectTab, openEdit, backToManage };
}
