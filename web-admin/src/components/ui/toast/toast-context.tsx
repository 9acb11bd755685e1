import { createContext, type ReactNode, useContext, useState } from "react";
import { createToastStore, type ToastStore } from "./toast-store";

const ToastContext = createContext<ToastStore | null>(null);

export function ToastProvider({ children, store }: { children: ReactNode; store?: ToastStore }) {
  const [ownStore] = useState(() => store ?? createToastStore());
  return <ToastContext value={ownStore}>{children}</ToastContext>;
}

/** `const { toast } = useToast(); toast({ title, description, variant })`. */
export function useToast(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error("useToast must be used inside <ToastProvider>");
  return store;
}
