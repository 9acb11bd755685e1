import type { ReactNode } from "react";
import { type TabSpec, Tabs } from "@/components/ui/tabs";
import { type PageManagerTab, usePageManagerParams } from "../hooks/use-page-manager-params";
import { ManagePanel } from "./manage-panel";
import { ManualPagePanel } from "./manual-page-panel";

/**
 * The Page Manager's three tabs (Manage first shown). The Automation tab's content comes
 * from the route, which is where features are combined.
 */
export function PageManager({ automation }: { automation: ReactNode }) {
  const { tab, editId, selectTab, openEdit, backToManage } = usePageManagerParams();

  const tabs: TabSpec<PageManagerTab>[] = [
    { id: "automation", label: "Automation", panel: automation },
    {
      id: "manual",
      label: "Manual Page",
      panel: <ManualPagePanel editId={editId} onDone={backToManage} />,
      // A half-written new page survives a look at another tab.
      keepMounted: true,
    },
    { id: "manage", label: "Manage", panel: <ManagePanel onEdit={openEdit} /> },
  ];

  return <Tabs label="Page Manager sections" tabs={tabs} selected={tab} onSelect={selectTab} variant="segmented" />;
}
