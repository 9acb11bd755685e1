import { preloadAllRoutes } from "@/app/routes";
import { Toaster } from "@/components/ui/toaster";

/*
 * Screens and the toaster are chunks of their own (lib/preloadable.tsx). The
 * browser and the server load what a page needs before rendering it; the tests
 * render synchronously (renderApp, hydration, toasts under fake timers), so
 * they start with every chunk loaded.
 */
await Promise.all([preloadAllRoutes(), Toaster.preload()]);
