import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/toast/toast-context";
import { downloadJson } from "@/lib/download-file";
import { useExportLandingPages } from "../api/export-landing-pages";
import { useLandingPageTypes } from "../api/get-landing-page-types";
import { pagesExportFileName } from "../utils/file-names";
import { DownloadIcon, SpinnerIcon } from "./icons";

const selectClasses =
  "block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm " +
  "focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40";

/** Exports the pages of one type as {product}-pages-{type}-{date}.json holding the pages array. */
export function ExportPagesControl() {
  const [type, setType] = useState("");
  const types = useLandingPageTypes();
  const exportPages = useExportLandingPages();
  const { toast } = useToast();
  const selectId = useId();

  const onExport = () => {
    if (!type) {
      toast({
        title: "Selection Required",
        description: "Please select a page type to export.",
        variant: "destructive",
      });
      return;
    }
    exportPages.mutate(type, {
      onSuccess: ({ pages, count }) => {
        downloadJson(pagesExportFileName(type), pages);
        toast({ title: "Export Successful", description: `Exported ${count} ${count === 1 ? "page" : "pages"}.` });
      },
      onError: () =>
        toast({
          title: "Export Failed",
          description: "Failed to export pages. Please try again.",
          variant: "destructive",
        }),
    });
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-48">
        <Label htmlFor={selectId}>Page type</Label>
        <select id={selectId} value={type} onChange={(event) => setType(event.target.value)} className={selectClasses}>
          <option value="">Select a type</option>
          {(types.data?.types ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" onClick={onExport} disabled={exportPages.isPending}>
        {exportPages.isPending ? <SpinnerIcon /> : <DownloadIcon />}
        Export pages in JSON
      </Button>
    </div>
  );
}
