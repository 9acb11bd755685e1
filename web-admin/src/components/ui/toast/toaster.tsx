import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { cn } from "@/lib/cn";
import { useToast } from "./toast-context";
import type { ToastItem } from "./toast-store";

const HOTKEY = "F8";

/**
 * The notification region: always in the page so screen readers hear what is added to
 * it (aria-live), and F8 moves focus to it.
 */
export function Toaster() {
  const store = useToast();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <section
      ref={regionRef}
      aria-label={`Notifications (${HOTKEY})`}
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-inset sm:justify-end"
    >
      <ol aria-live="polite" className="flex w-full flex-col gap-2 sm:w-96">
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} onDismiss={() => store.dismiss(item.id)} />
        ))}
      </ol>
    </section>
  );
}

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  // Counts down only while the pointer or focus is elsewhere, so a toast being read stays.
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);

  const destructive = item.variant === "destructive";
  return (
    <li
      data-variant={item.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") onDismiss();
      }}
      className={cn(
        "pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg motion-safe:animate-toast-in",
        destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
      )}
    >
      <div className="min-w-0 flex-1">
        {item.title ? <div className="font-semibold text-sm">{item.title}</div> : null}
        {item.description ? (
          <div className={cn("mt-1 text-sm", destructive ? "text-red-50" : "text-slate-600")}>{item.description}</div>
        ) : null}
        {item.action ? <div className="mt-2">{item.action}</div> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notification"
        className={cn(
          "-m-1 rounded p-1 leading-none outline-none focus-visible:ring-2",
          destructive
            ? "text-red-100 hover:text-white focus-visible:ring-white"
            : "text-slate-500 hover:text-slate-900 focus-visible:ring-brand-700",
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </button>
    </li>
  );
}
