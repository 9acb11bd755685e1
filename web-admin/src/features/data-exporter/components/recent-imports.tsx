import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useImports } from "../api/get-imports";
import { useRestoreFlow } from "../hooks/use-restore-flow";
import { deletesRows } from "../utils/describe-changes";
import { ConfirmChangesDialog } from "./confirm-changes-dialog";
import { ImportRow } from "./import-row";

/** Rows shown before "Show all": the latest are the ones usually undone. */
const FIRST_ROWS = 10;

/** Every recorded import and restore, newest first, each restorable through the same preview as an import. */
export function RecentImports() {
  const imports = useImports();
  const restore = useRestoreFlow();
  const [showAll, setShowAll] = useState(false);
  const records = imports.data ?? [];
  const shown = showAll ? records : records.slice(0, FIRST_ROWS);
  const pending = restore.confirmation;

  return (
    <SectionCard
      title="Recent imports"
      description="Each import and restore, newest first. Restore puts back what an import changed or deleted and removes what it added."
    >
      {imports.isPending ? (
        <Spinner label="Loading imports..." showLabel />
      ) : imports.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-red-800 text-sm">Could not load the imports: {imports.error.message}</p>
          <Button variant="outline" onClick={() => void imports.refetch()}>
            Try again
          </Button>
        </div>
      ) : records.length === 0 ? (
        <div className="rounded-lg border border-slate-300 border-dashed px-4 py-6 text-center">
          <p className="font-medium text-slate-800">No imports yet</p>
          <p className="mt-1 text-slate-600 text-sm">Imports you make here are listed, and can be restored.</p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ol aria-label="Imports, newest first" className="divide-y divide-slate-200">
            {shown.map((record) => (
              <ImportRow
                key={record.id}
                record={record}
                restoring={restore.restoringId === record.id}
                restoreDisabled={restore.restoringId !== undefined}
                onRestore={() => restore.start(record)}
              />
            ))}
          </ol>
          {records.length > FIRST_ROWS ? (
            <Button variant="ghost" className="self-start" onClick={() => setShowAll((all) => !all)}>
              {showAll ? "Show fewer" : `Show all ${records.length} imports`}
            </Button>
          ) : null}
        </div>
      )}

      <ConfirmChangesDialog
        preview={pending?.preview ?? null}
        stoppingRoutines={pending?.stoppingRoutines}
        ownType={pending && pending.record.type !== "restore" ? pending.record.type : undefined}
        title={pending ? `Restore import #${pending.record.id}?` : ""}
        description="Restoring puts back every record this import changed or deleted, and removes what it added:"
        confirmLabel={deletesRows(pending?.preview) ? "Restore and delete" : "Restore"}
        onConfirm={restore.confirm}
        onCancel={restore.cancel}
      />
    </SectionCard>
  );
}
