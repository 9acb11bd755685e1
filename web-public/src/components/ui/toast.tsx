import * as ToastPrimitive from "@radix-ui/react-toast";
import type { ComponentProps } from "react";
import type { ToastVariant } from "./toast-store";

/*
 * Styled Radix toast parts. Radix brings the behaviour the spec asks for: the
 * display timer (paused on hover and focus), swipe to dismiss past a
 * threshold, the F8 hotkey that focuses the region, and the announcements.
 */

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(" ");

export const ToastPrimitiveProvider = ToastPrimitive.Provider;

/** Top of the screen on phones, bottom right from sm up, never wider than 420 px from md up. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={join(
        "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: "border-ink/10 bg-white text-ink",
  destructive: "border-rose-800 bg-rose-700 text-white",
};

export function Toast({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={join(
        "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lg",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
        "data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=end]:animate-toast-swipe-out",
        "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out motion-reduce:animate-none",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={join("font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={join("text-sm opacity-85", className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={join(
        "absolute top-2 right-2 rounded-full p-1.5 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100",
        className,
      )}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="h-4 w-4">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </ToastPrimitive.Close>
  );
}
