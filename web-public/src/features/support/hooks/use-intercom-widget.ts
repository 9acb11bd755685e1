import { useEffect } from "react";

type IntercomStub = ((...args: unknown[]) => void) & { q: unknown[][] };

/**
 * Injects the support chat widget on the page that uses it (the support page),
 * when the server configured an app id. Calls made before the script has
 * loaded are queued by the usual stub and replayed by the widget.
 */
export function useIntercomWidget(appId: string | undefined) {
  useEffect(() => {
    if (!appId || window.Intercom) return;
    window.intercomSettings = { app_id: appId };
    const queue: unknown[][] = [];
    const stub: IntercomStub = Object.assign(
      (...args: unknown[]) => {
        queue.push(args);
      },
      { q: queue },
    );
    window.Intercom = stub;

    const script = document.createElement("script");
    script.async = true;
    script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
    document.head.appendChild(script);
  }, [appId]);
}

/** Opens the chat, or logs when the widget is not on the page. */
export function openIntercom() {
  if (typeof window.Intercom === "function") {
    window.Intercom("show");
  } else {
    console.error("Intercom is not loaded");
  }
}
