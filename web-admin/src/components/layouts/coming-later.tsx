import { AdminLayout } from "./admin-layout";

/** A signed-in screen whose content is not built yet. */
export function ComingLater({ title, description }: { title: string; description: string }) {
  return (
    <AdminLayout title={title} description={description} showBackLink>
      <div className="rounded-xl border border-slate-300 border-dashed bg-white p-6 text-slate-700">
        This screen arrives in a later release.
      </div>
    </AdminLayout>
  );
}
