import { AdminLayout } from "@/components/layouts/admin-layout";
import { PerformanceView } from "@/features/performance/components/performance-view";

export function PerformanceRoute() {
  return (
    <AdminLayout
      title="Performance"
      description="Views of the public pages and clicks on their store links, per page, topic, audience, context and generation method, with what operators and the automation changed. Visitors who ask not to be tracked (Do Not Track, Global Privacy Control) are not counted."
      showBackLink
    >
      <PerformanceView />
    </AdminLayout>
  );
}
