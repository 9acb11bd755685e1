import type { ReactNode } from "react";

/** At most this many toasts are shown; a new one replaces the oldest. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it open. */
  duration?: number;
  /** An extra control, such as a link, shown beside the text. */
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  variant: ToastVariant;
  duration: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

export interface ToastStore {
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
  toast: (input: ToastInput) => ToastHandle;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

/** A small external store; each app instance (and each test) gets its own. */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();

  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const dismiss = (id?: string) => {
    set(id === undefined ? [] : toasts.filter((item) => item.id !== id));
  };

  return {
    getSnapshot: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast: (input) => {
      counter += 1;
      const id = `toast-${counter}`;
      const item: ToastItem = {
        ...input,
        id,
        variant: input.variant ?? "default",
        duration: input.duration ?? TOAST_DURATION_MS,
      };
      set([item, ...toasts].slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id) };
    },
    dismiss,
  };
}
