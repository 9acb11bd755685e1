import type { MouseEvent } from "react";
import { usePublicConfig } from "@/config/public-config-context";
import { sendStoreClickThenRedirect } from "@/lib/store-redirect";

/**
 * Props for every "Try for Free" / download link: a real link to the store
 * listing (works without JavaScript, can be opened in a new tab), which on a
 * plain click sends the analytics event first and then goes to the store.
 */
export function useStoreLink(onBeforeRedirect?: () => void) {
  const { storeUrl } = usePublicConfig();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onBeforeRedirect?.();
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (modified) return;
    event.preventDefault();
    sendStoreClickThenRedirect(storeUrl, undefined, event.currentTarget);
  };
  return { href: storeUrl, onClick, "data-store-link": "" };
}
