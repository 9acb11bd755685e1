import { parseWithMessages } from "@movebreak/shared/contracts/issue-messages";
import {
  type LandingPage,
  type LandingPageForm,
  LandingPageFormSchema,
} from "@movebreak/shared/contracts/landing-pages";

export type FormField = keyof LandingPageForm;
/** What the inputs hold: every field as text. */
export type FormValues = Record<FormField, string>;
export type FormErrors = Partial<Record<FormField, string>>;

export const FORM_FIELDS = Object.keys(LandingPageFormSchema.shape) as FormField[];

export function isFormField(key: string): key is FormField {
  return Object.hasOwn(LandingPageFormSchema.shape, key);
}

export interface FieldSpec {
  name: FormField;
  label: string;
  required?: boolean;
  max?: number;
  multiline?: boolean;
  /** Number of rows of a multiline field. */
  rows?: number;
  inputType?: "text" | "url";
  placeholder?: string;
  hint?: string;
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
}

export interface SectionSpec {
  id: string;
  title: string;
  description: string;
  fields: FieldSpec[];
  defaultOpen: boolean;
}

/** The seven sections of the manual form and every field of the landing page entity. */
export const FORM_SECTIONS: SectionSpec[] = [
  {
    id: "core",
    title: "Core Identifiers",
    description: "The page's address and type.",
    defaultOpen: true,
    fields: [
      // The slug has its own control (availability check); listed here for the section's error count.
      { name: "slug", label: "Slug", required: true },
      { name: "type", label: "Page type", max: 50, placeholder: "landing_page" },
    ],
  },
  {
    id: "components",
    title: "Page Components",
    description: "What the page is about and for whom.",
    defaultOpen: true,
    fields: [
      { name: "painPoint", label: "Pain point", required: true, max: 100, placeholder: "lower back pain" },
      { name: "context", label: "Context", required: true, max: 100, placeholder: "working from home" },
      { name: "demographic", label: "Demographic", required: true, max: 100, placeholder: "office workers" },
      { name: "modifier", label: "Modifier", max: 50, placeholder: "quick" },
      { name: "timeFactor", label: "Time factor", max: 50, placeholder: "5 minutes" },
      { name: "primaryFeature", label: "Primary feature", max: 50, placeholder: "guided stretches" },
    ],
  },
  {
    id: "seo",
    title: "SEO Metadata",
    description: "What search engines show.",
    defaultOpen: true,
    fields: [
      { name: "seoTitle", label: "SEO title", required: true, max: 60, wide: true },
      { name: "seoDescription", label: "SEO description", required: true, max: 160, multiline: true, wide: true },
      { name: "seoKeywords", label: "SEO keywords", hint: "Comma-separated.", wide: true },
      { name: "canonicalUrl", label: "Canonical URL", inputType: "url", placeholder: "https://", wide: true },
    ],
  },
  {
    id: "social",
    title: "Open Graph / Social Media",
    description: "How the page looks when shared.",
    defaultOpen: true,
    fields: [
      { name: "ogTitle", label: "OG title", max: 60, hint: "Falls back to the SEO title.", wide: true },
      {
        name: "ogDescription",
        label: "OG description",
        max: 160,
        multiline: true,
        hint: "Falls back to the SEO description.",
        wide: true,
      },
      {
        name: "pinterestPosterImg",
        label: "Pinterest poster image URL",
        inputType: "url",
        placeholder: "https://",
        wide: true,
      },
      { name: "socialCaption", label: "Social caption", multiline: true, wide: true },
    ],
  },
  {
    id: "hero",
    title: "Hero Section",
    description: "The top of the page.",
    defaultOpen: true,
    fields: [
      { name: "heroImageUrl", label: "Hero image URL", inputType: "url", placeholder: "https://", wide: true },
      { name: "heroHeadline", label: "Hero headline", required: true, wide: true },
      { name: "heroSubheadline", label: "Hero subheadline", wide: true },
    ],
  },
  {
    id: "content",
    title: "Page Content",
    description: "The body of the page.",
    defaultOpen: true,
    fields: [
      {
        name: "markdown",
        label: "Content",
        required: true,
        multiline: true,
        rows: 14,
        hint: "Markdown or HTML.",
        wide: true,
      },
    ],
  },
  {
    id: "advanced",
    title: "Advanced Options",
    description: "A/B testing and provenance.",
    defaultOpen: false,
    fields: [
      { name: "variantGroup", label: "Variant group", max: 50 },
      { name: "variantName", label: "Variant name", max: 50 },
      {
        name: "aiModelVersion",
        label: "AI model version",
        hint: "Which model or method made the page.",
        placeholder: "manual",
        wide: true,
      },
    ],
  },
];

export function emptyFormValues(): FormValues {
  const values = Object.fromEntries(FORM_FIELDS.map((field) => [field, ""])) as FormValues;
  values.type = "landing_page";
  values.aiModelVersion = "manual";
  return values;
}

/** A stored page as form text; a missing or null field becomes empty. */
export function toFormValues(page: Partial<LandingPage> | Record<string, unknown>): FormValues {
  const values = emptyFormValues();
  for (const field of FORM_FIELDS) {
    const value = (page as Record<string, unknown>)[field];
    if (value !== null && value !== undefined) values[field] = String(value);
  }
  return values;
}

/** The form's labels, so a message names a field as the form does. */
const FIELD_LABELS: Record<string, string> = Object.fromEntries(
  FORM_SECTIONS.flatMap((section) => section.fields.map((field) => [field.name, field.label])),
);

/** The first message of LandingPageFormSchema for each failing field, in words (shared issue messages). */
export function validateForm(values: FormValues): FormErrors {
  const result = parseWithMessages(LandingPageFormSchema, values, { labels: FIELD_LABELS });
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const { field, message } of result.messages) {
    if (isFormField(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}
