import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import type { FieldSpec } from "../utils/landing-page-fields";

const textareaClasses =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm " +
  "placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40";

/** One labelled field of the form: its hint or character count, and its error underneath. */
export function FormField({
  spec,
  value,
  error,
  onChange,
  onBlur,
  list,
}: {
  spec: FieldSpec;
  /** The id of a datalist of suggestions. */
  list?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const length = value.trim().length;
  const over = spec.max !== undefined && length > spec.max;
  const describedBy = [spec.hint || spec.max ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const common = {
    id,
    name: spec.name,
    value,
    placeholder: spec.placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": spec.required || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
  };

  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", spec.wide && "sm:col-span-2")}>
      <Label htmlFor={id}>
        {spec.label}
        {spec.required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </Label>
      {spec.multiline ? (
        <textarea
          {...common}
          rows={spec.rows ?? 3}
          className={cn(textareaClasses, spec.name === "markdown" && "font-mono", error && "border-red-600")}
        />
      ) : (
        <Input {...common} list={list} type={spec.inputType ?? "text"} className={cn(error && "border-red-600")} />
      )}
      {spec.hint || spec.max ? (
        <p id={hintId} className="flex justify-between gap-3 text-slate-600 text-xs">
          <span>{spec.hint}</span>
          {spec.max ? (
            <span className={cn("tabular-nums", over && "font-semibold text-red-700")}>
              {length}/{spec.max}
            </span>
          ) : null}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
