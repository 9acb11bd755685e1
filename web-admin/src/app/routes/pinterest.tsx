import { AdminLayout } from "@/components/layouts/admin-layout";
import { PinterestPage } from "@/features/pinterest/components/pinterest-page";

export function PinterestRoute() {
  return (
    <AdminLayout
      title="Pinterest"
      description="Connect the Pinterest account, see its recent pins and choose where new pages are pinned."
      showBackLink
    >
      <PinterestPage />
    </AdminLayout>
  );
}
