import type { LabelHTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** The id of the control this label names: required, so no label is left unattached. */
  htmlFor: string;
  children: ReactNode;
}

export function Label({ className, htmlFor, children, ...props }: LabelProps) {
  return (
    <label htmlFor={htmlFor} className={cn("block font-medium text-slate-800 text-sm", className)} {...props}>
      {children}
    </label>
  );
}
