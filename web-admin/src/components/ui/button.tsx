import type { ComponentPropsWithRef } from "react";
import { cn } from "@/lib/cn";

export type ButtonVariant = "primary" | "outline" | "ghost" | "destructive";

const base =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 font-medium text-sm transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 " +
  "disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  // Dark text on the brand green: white on #94BE0B would fail contrast.
  primary: "bg-brand-500 text-brand-950 shadow-sm hover:bg-brand-400 active:bg-brand-600",
  outline: "border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  // For an action that deletes or overwrites stored data, after the operator has seen what.
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900",
};

export function buttonClasses(variant: ButtonVariant = "primary", className?: string): string {
  return cn(base, variants[variant], className);
}

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
}

export function Button({ variant = "primary", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
