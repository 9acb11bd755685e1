import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast/toast-context";
import { useLandingPage } from "../api/get-landing-page";
import { emptyFormValues, toFormValues } from "../utils/landing-page-fields";
import { LandingPageForm } from "./landing-page-form";

/**
 * The Manual Page tab: a new page, or the page `editId` loaded from the server. A page
 * that cannot be loaded sends the operator back to Manage with a toast.
 */
export function ManualPagePanel({ editId, onDone }: { editId: number | null; onDone: () => void }) {
  const page = useLandingPage(editId);
  const { toast } = useToast();
  // A new key after each creation starts the next page from an empty form.
  const [createKey, setCreateKey] = useState(0);
  const failed = editId !== null && page.isError;

  useEffect(() => {
    if (!failed) return;
    toast({
      title: "Error Loading Page",
      description: "Failed to load page data for editing.",
      variant: "destructive",
    });
    onDone();
  }, [failed, toast, onDone]);

  if (editId === null) {
    return (
      <LandingPageForm
        key={`new-${createKey}`}
        pageId={null}
        initialValues={emptyFormValues()}
        onSaved={() => {
          setCreateKey((key) => key + 1);
          onDone();
        }}
        onCancel={onDone}
      />
    );
  }

  // Wait for this visit's read, so the form never starts from an older cached copy.
  if (failed || !page.data || !page.isFetchedAfterMount) {
    return (
      <div className="flex min-h-40 items-center justify-center rounded-xl border border-slate-200 bg-white">
        <Spinner label="Loading page..." showLabel />
      </div>
    );
  }

  return (
    <LandingPageForm
      key={`edit-${editId}`}
      pageId={editId}
      initialValues={toFormValues(page.data)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
