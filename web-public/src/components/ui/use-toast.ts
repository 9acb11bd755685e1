import { useContext, useMemo, useSyncExternalStore } from "react";
import { ToastStoreContext } from "./toast-context";
import type { ToastInput, ToastItem } from "./toast-store";

export interface ToastApi {
  /** Shows a toast; it replaces the one on screen (one at a time) and returns its id. */
  toast(input: ToastInput): string;
  /** Closes one toast, or every toast when no id is given. */
  dismiss(id?: string): void;
}

function useToastStore() {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error("useToast must be used inside ToasterProvider");
  return store;
}

/** Shows and dismisses toasts: `const { toast } = useToast(); toast({ title: "Saved" })`. */
export function useToast(): ToastApi {
  const store = useToastStore();
  return useMemo(() => ({ toast: (input) => store.show(input), dismiss: (id) => store.dismiss(id) }), [store]);
}

/** The toasts currently in the list (open, or closed and not yet removed). */
export function useToastList(): readonly ToastItem[] {
  const store = useToastStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
