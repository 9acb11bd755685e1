import { AdminLayout } from "@/components/layouts/admin-layout";
import { AutomationDashboard } from "@/features/automation/components/automation-dashboard";
import { PageManager } from "@/features/page-manager/components/page-manager";

export function PageManagerRoute() {
  return (
    <AdminLayout
      title="Page Manager"
      description="Create, edit and export landing pages, queue their generation and run the automation."
      showBackLink
    >
      <PageManager automation={<AutomationDashboard />} />
    </AdminLayout>
  );
}
