import { createContext } from "react";
import type { ToastStore } from "./toast-store";

/** The app's toast list; provided by ToasterProvider (app/provider.tsx). */
export const ToastStoreContext = createContext<ToastStore | null>(null);
