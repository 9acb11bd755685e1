import { AdminLayout } from "@/components/layouts/admin-layout";
import { DataExporter } from "@/features/data-exporter/components/data-exporter";

export function DataExporterRoute() {
  return (
    <AdminLayout
      title="Data Exporter"
      description="Export and import locations, workouts and location content as JSON files."
      showBackLink
    >
      <DataExporter />
    </AdminLayout>
  );
}
