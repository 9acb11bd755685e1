import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { AppProvider } from "./app/provider";
import { readBrowserConfig } from "./config/read-browser-config";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page template has no #root element");

hydrateRoot(
  container,
  <StrictMode>
    <AppProvider config={readBrowserConfig()} queryClient={createQueryClient()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
