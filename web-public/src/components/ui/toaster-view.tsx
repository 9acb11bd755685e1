import { TOAST } from "@movebreak/shared/ui-timing";
import { Toast, ToastClose, ToastDescription, ToastPrimitiveProvider, ToastTitle, ToastViewport } from "./toast";
import { useToastList } from "./use-toast";

/** Renders the toast list in the notification region (focused with F8). */
export function ToasterView({ onClose }: { onClose: (id: string) => void }) {
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
