import { type ReactNode, Suspense, useEffect, useState } from "react";
import { preloadable } from "@/lib/preloadable";
import { ToastStoreContext } from "./toast-context";
import { createToastStore } from "./toast-store";
import { useToastList } from "./use-toast";

/**
 * The toast region and Radix's toast code are a chunk of their own, loaded with
 * the first toast: most pages never show one, and the home page should not pay
 * for it. The server and the first browser render have no toast, so neither
 * renders the region and hydration matches.
 */
export const Toaster = preloadable(
  () => import("./toaster-view"),
  (loaded) => loaded.ToasterView,
);

/** Mounts the toaster once there has been a toast, and keeps it (the F8 region stays). */
function ToasterOnDemand({ onClose }: { onClose: (id: string) => void }) {
  const toasts = useToastList();
  const [needed, setNeeded] = useState(false);
  const show = needed || toasts.length > 0;
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onClose={onClose} />
    </Suspense>
  );
}

/** Gives the app its toast list (useToast) and renders the toaster after the page. */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.dispose(), [store]);
  return (
    <ToastStoreContext.Provider value={store}>
      {children}
      <ToasterOnDemand onClose={(id) => store.dismiss(id)} />
    </ToastStoreContext.Provider>
  );
}
