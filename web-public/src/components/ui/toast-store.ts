import { TOAST } from "@movebreak/shared/ui-timing";
import type { ReactNode } from "react";

export type ToastVariant = "default" | "destructive";

/** What a caller asks to show. */
export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms; the provider's default (5000 ms) when absent. */
  duration?: number;
}

/** A toast in the list; a closed one is kept until its removal delay has passed. */
export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
  /** Shows a toast (dropping the oldest past the limit) and returns its id. */
  show(input: ToastInput): string;
  /** Closes one toast, or all of them; each is removed after the removal delay. */
  dismiss(id?: string): void;
  /** Clears pending removal timers (the provider unmounted). */
  dispose(): void;
}

export interface ToastStoreOptions {
  limit?: number;
  removeDelayMs?: number;
}

/**
 * The list of toasts behind the toaster: a small external store (read with
 * useSyncExternalStore), one per app so server renders never share it.
 */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const limit = options.limit ?? TOAST.limit;
  const removeDelayMs = options.removeDelayMs ?? TOAST.removeDelayMs;
  let toasts: readonly ToastItem[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const cancelRemoval = (id: string) => {
    const timer = removalTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    removalTimers.delete(id);
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        set(toasts.filter((toast) => toast.id !== id));
      }, removeDelayMs),
    );
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    show(input) {
      nextId += 1;
      const id = String(nextId);
      const next = [{ ...input, id, open: true }, ...toasts];
      for (const dropped of next.slice(limit)) cancelRemoval(dropped.id);
      set(next.slice(0, limit));
      return id;
    },
    dismiss(id) {
      const closing = toasts.filter((toast) => toast.open && (id === undefined || toast.id === id));
      if (closing.length === 0) return;
      for (const toast of closing) scheduleRemoval(toast.id);
      set(toasts.map((toast) => (closing.includes(toast) ? { ...toast, open: false } : toast)));
    },
    dispose() {
      for (const timer of removalTimers.values()) clearTimeout(timer);
      removalTimers.clear();
    },
  };
}
