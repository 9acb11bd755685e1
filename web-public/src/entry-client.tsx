import { hydrateApp } from "./app/hydrate-app";
import { readBrowserConfig } from "./config/read-browser-config";
import { readBrowserState } from "./config/read-browser-state";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page template has no #root element");

hydrateApp(container, readBrowserConfig(), readBrowserState());
