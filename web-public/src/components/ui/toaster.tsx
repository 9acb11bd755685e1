import { TOAST } from "@movebreak/shared/ui-timing";
import { type ReactNode, useEffect, useState } from "react";
import { Toast, ToastClose, ToastDescription, ToastPrimitiveProvider, ToastTitle, ToastViewport } from "./toast";
import { ToastStoreContext } from "./toast-context";
import { createToastStore } from "./toast-store";
import { useToastList } from "./use-toast";

/** Renders the toast list in the notification region (focused with F8). */
function Toaster({ onClose }: { onClose: (id: string) => void }) {
  const toasts = useToastList();
  return (
    <ToastPrimitiveProvider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) onClose(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[...TOAST.hotkey]} />
    </ToastPrimitiveProvider>
  );
}

/** Gives the app its toast list (useToast) and renders the toaster after the page. */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.dispose(), [store]);
  return (
    <ToastStoreContext.Provider value={store}>
      {children}
      <Toaster onClose={(id) => store.dismiss(id)} />
    </ToastStoreContext.Provider>
  );
}
