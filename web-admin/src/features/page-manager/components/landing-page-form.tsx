import { LandingPageFormSchema } from "@movebreak/shared/contracts/landing-pages";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast/toast-context";
import { getSlugAvailabilityQueryOptions } from "../api/check-slug-availability";
import { type SavedLandingPage, useCreateLandingPage } from "../api/create-landing-page";
import { useLandingPageTypes } from "../api/get-landing-page-types";
import { useUpdateLandingPage } from "../api/update-landing-page";
import { useLandingPageForm } from "../hooks/use-landing-page-form";
import { useSlugStatus } from "../hooks/use-slug-status";
import {
  type FormField as FieldName,
  FORM_SECTIONS,
  type FormErrors,
  type FormValues,
} from "../utils/landing-page-fields";
import { openInNewTab, publicPagePath } from "../utils/page-url";
import { RequestFailure } from "../utils/request-failure";
import { FormField } from "./form-field";
import { FormSection } from "./form-section";
import { SpinnerIcon } from "./icons";
import { ImportJsonDialog } from "./import-json-dialog";
import { SlugField } from "./slug-field";

/** The manual page form: creates a page (no `pageId`) or edits one. */
export function LandingPageForm({
  pageId,
  initialValues,
  onSaved,
  onCancel,
}: {
  pageId: number | null;
  initialValues: FormValues;
  onSaved: (slug: string) => void;
  onCancel: () => void;
}) {
  const editing = pageId !== null;
  const form = useLandingPageForm(initialValues);
  const slugStatus = useSlugStatus(form.values.slug, { enabled: !editing });
  const [importOpen, setImportOpen] = useState(false);
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const types = useLandingPageTypes();
  const createPage = useCreateLandingPage();
  const updatePage = useUpdateLandingPage();
  const saving = createPage.isPending || updatePage.isPending;

  const slugConfirmed = editing || slugStatus === "available";
  const canSubmit = !saving && form.isValid && slugConfirmed;
  const typesListId = "landing-page-types";

  const onSuccess = (result: SavedLandingPage) => {
    const slug = result.page.slug;
    toast({
      title: "Success!",
      description: `Landing page /pages/${slug} was ${editing ? "updated" : "created and added to the sitemap"}.`,
      action: (
        <a
          href={publicPagePath(slug)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-800 text-sm underline hover:text-brand-950"
        >
          View page
        </a>
      ),
    });
    onSaved(slug);
  };

  const onError = (error: Error) => {
    if (error instanceof RequestFailure) {
      const fieldErrors: FormErrors = {};
      for (const detail of error.details) {
        if (detail.field && detail.field in form.values) fieldErrors[detail.field as FieldName] ??= detail.message;
      }
      form.setServerErrors(fieldErrors);
      // Someone took the slug since it was checked: ask again so the form shows it as taken.
      if (error.status === 409) {
        void queryClient.invalidateQueries({
          queryKey: getSlugAvailabilityQueryOptions(form.values.slug.trim()).queryKey,
        });
      }
    }
    toast({
      title: editing ? "Update Failed" : "Creation Failed",
      description: error instanceof RequestFailure ? error.message : "Unknown error occurred",
      variant: "destructive",
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const parsed = LandingPageFormSchema.safeParse(form.values);
    if (!parsed.success) return;
    if (pageId !== null) updatePage.mutate({ id: pageId, input: parsed.data }, { onSuccess, onError });
    else createPage.mutate(parsed.data, { onSuccess, onError });
  };

  const onPreview = () => {
    const slug = form.values.slug.trim();
    if (!slug) {
      toast({
        title: "No Slug",
        description: "Please enter a slug first to preview the page.",
        variant: "destructive",
      });
      return;
    }
    openInNewTab(publicPagePath(slug));
  };

  const onImport = (fields: Partial<FormValues>) => {
    form.fill(fields);
    const count = Object.keys(fields).length;
    toast({
      title: "JSON Imported Successfully",
      description: `${count} ${count === 1 ? "field was" : "fields were"} filled from the JSON.`,
    });
  };

  const blocker = saving
    ? null
    : !form.isValid
      ? "Fill in every required field correctly to save."
      : !slugConfirmed
        ? "The slug must be confirmed available before the page can be created."
        : null;

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={editing ? "Edit landing page" : "Create landing page"}>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h2 className="font-semibold text-lg text-slate-900">
              {editing ? "Edit landing page" : "Create a landing page"}
            </h2>
            <p className="truncate text-slate-600 text-sm">
              {editing ? `Editing /pages/${form.values.slug}` : "Write a page by hand, or paste one as JSON."}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant="outline" onClick={() => setImportOpen(true)} className="flex-1 sm:flex-none">
              Import JSON
            </Button>
            <Button variant="outline" onClick={onPreview} className="flex-1 sm:flex-none">
              Preview
            </Button>
          </div>
        </div>

        <div className="flex flex-col gap-4">
          {FORM_SECTIONS.map((section) => (
            <FormSection
              key={section.id}
              title={section.title}
              description={section.description}
              defaultOpen={section.defaultOpen}
              errorCount={section.fields.filter((field) => form.visibleErrors[field.name]).length}
            >
              {section.fields.map((spec) =>
                spec.name === "slug" ? (
                  <SlugField
                    key={spec.name}
                    value={form.values.slug}
                    error={form.visibleErrors.slug}
                    status={slugStatus}
                    editing={editing}
                    onChange={(value) => form.setField("slug", value)}
                    onBlur={() => form.touch("slug")}
                  />
                ) : (
                  <FormField
                    key={spec.name}
                    spec={spec.name === "type" ? { ...spec, hint: "Pick an existing type or enter a new one." } : spec}
                    value={form.values[spec.name]}
                    error={form.visibleErrors[spec.name]}
                    onChange={(value) => form.setField(spec.name, value)}
                    onBlur={() => form.touch(spec.name)}
                    list={spec.name === "type" ? typesListId : undefined}
                  />
                ),
              )}
            </FormSection>
          ))}
        </div>
        <datalist id={typesListId}>
          {(types.data?.types ?? []).map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>

        <div className="sticky bottom-0 z-10 mt-6 -mx-4 flex flex-col gap-3 border-slate-200 border-t bg-slate-50/95 px-4 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-xl sm:border sm:bg-white/95 sm:px-5">
          <p className="text-slate-600 text-sm" aria-live="polite">
            {blocker}
          </p>
          <div className="flex shrink-0 gap-2">
            {editing ? (
              <Button variant="outline" onClick={onCancel} className="flex-1 sm:flex-none">
                Cancel
              </Button>
            ) : null}
            <Button type="submit" disabled={!canSubmit} className="flex-1 sm:flex-none">
              {saving ? <SpinnerIcon /> : null}
              {saving ? "Saving..." : editing ? "Update Page" : "Create Page"}
            </Button>
          </div>
        </div>
      </form>
      {/* Outside the page form: a form may not hold another. */}
      <ImportJsonDialog open={importOpen} editing={editing} onClose={() => setImportOpen(false)} onImport={onImport} />
    </>
  );
}
