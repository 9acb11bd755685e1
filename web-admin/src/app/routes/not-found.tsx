import { AdminLayout } from "@/components/layouts/admin-layout";

export function NotFoundRoute() {
  return (
    <AdminLayout title="Page Not Found" showBackLink>
      <p className="text-slate-700">There is no admin screen at this address.</p>
    </AdminLayout>
  );
}
