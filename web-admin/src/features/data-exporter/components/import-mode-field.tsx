import { type DataType, IMPORT_MODES, type ImportMode } from "@movebreak/shared/contracts/admin";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { IMPORT_MODE_INFO } from "../import-modes";

/**
 * How the import treats what is stored, as radios named by their label alone (the hint is their
 * description). "Replace all" is marked as the one that deletes; the server still asks first.
 */
export function ImportModeField({
  type,
  value,
  onChange,
}: {
  type: DataType;
  value: ImportMode;
  onChange: (mode: ImportMode) => void;
}) {
  const name = `import-mode-${useId()}`;
  const baseId = useId();

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-slate-800 text-sm">Import mode</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {IMPORT_MODES.map((mode) => {
          const info = IMPORT_MODE_INFO[mode];
          const checked = mode === value;
          const destructive = mode === "replace";
          const labelId = `${baseId}-${mode}-label`;
          const hintId = `${baseId}-${mode}-hint`;
          return (
            <label
              key={mode}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors",
                "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-slate-900",
                checked && !destructive && "border-brand-600 bg-brand-50",
                checked && destructive && "border-red-600 bg-red-50",
                !checked && "border-slate-300 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name={name}
                value={mode}
                checked={checked}
                onChange={() => onChange(mode)}
                aria-labelledby={labelId}
                aria-describedby={hintId}
                className={cn("mt-0.5 size-4 shrink-0", destructive ? "accent-red-700" : "accent-brand-700")}
              />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span
                  id={labelId}
                  className={cn("font-medium text-slate-900", checked && destructive && "text-red-900")}
                >
                  {info.label}
                </span>
                <span id={hintId} className={cn("text-slate-600", checked && destructive && "text-red-800")}>
                  {info.hint(type)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
