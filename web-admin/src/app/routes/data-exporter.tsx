import { ComingLater } from "@/components/layouts/coming-later";

export function DataExporterRoute() {
  return (
    <ComingLater title="Data Exporter" description="Export and import locations, workouts and location content." />
  );
}
