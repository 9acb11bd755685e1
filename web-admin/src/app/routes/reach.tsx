import { AdminLayout } from "@/components/layouts/admin-layout";
import { ReachView } from "@/features/reach/components/reach-view";

export function ReachRoute() {
  return (
    <AdminLayout
      title="Reach"
      description="Loads and plays of the embedded players and opens of shared routines, per day and per embedding site. Visitors who ask not to be tracked (Do Not Track, Global Privacy Control) are not counted."
      showBackLink
    >
      <ReachView />
    </AdminLayout>
  );
}
