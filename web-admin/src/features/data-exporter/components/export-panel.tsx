import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { StrokeIcon } from "@/components/ui/stroke-icon";
import { useToast } from "@/components/ui/toast/toast-context";
import { downloadJson } from "@/lib/download-file";
import { useExportData } from "../api/export-data";
import { DATA_TYPE_INFO, MIGRATION_ORDER } from "../data-types";
import { exportFileName } from "../utils/export-file-name";
import { StepBadge } from "./step-badge";

/** One Export button per type; the answer is saved as '{type}-export-{YYYY-MM-DD}.json'. */
export function ExportPanel({ apiKey, onStatus }: { apiKey: string; onStatus: (status: number | "ok") => void }) {
  const { toast } = useToast();
  const exportMutation = useExportData({
    onSuccess: (answer, { type }) => {
      const fileName = exportFileName(type, new Date());
      downloadJson(fileName, answer);
      onStatus("ok");
      toast({
        title: "Export Successful",
        description: `Exported ${answer.count} ${DATA_TYPE_INFO[type].noun} to ${fileName}.`,
      });
    },
    onError: (error) => {
      if ("status" in error && typeof error.status === "number") onStatus(error.status);
      toast({ title: "Export Failed", description: error.message, variant: "destructive" });
    },
  });
  const runningType = exportMutation.isPending ? exportMutation.variables?.type : undefined;

  return (
    <SectionCard
      title="Export"
      description="Download the current data as a JSON file, ready to import on another server."
    >
      <ul className="grid gap-3 sm:grid-cols-3">
        {MIGRATION_ORDER.map((type, index) => {
          const info = DATA_TYPE_INFO[type];
          return (
            <li key={type} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
              <div className="flex items-center gap-2 font-medium text-slate-900">
                <StepBadge step={index + 1} />
                {info.label}
              </div>
              <p className="flex-1 text-slate-600 text-sm">{info.description}</p>
              <Button
                variant="outline"
                disabled={exportMutation.isPending}
                aria-busy={runningType === type || undefined}
                onClick={() => exportMutation.mutate({ type, apiKey })}
              >
                <StrokeIcon viewBox="0 0 20 20">
                  <path d="M10 3v10M6 9l4 4 4-4M4 16h12" />
                </StrokeIcon>
                {runningType === type ? "Exporting..." : `Export ${info.label.toLowerCase()}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
