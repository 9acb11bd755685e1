import { hydrateApp } from "./app/hydrate-app";
import { routeScreenOf } from "./app/routes";
import { readBrowserConfig } from "./config/read-browser-config";
import { readBrowserState } from "./config/read-browser-state";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page template has no #root element");

// The page's own screen is a separate chunk (the server already asked for it with a modulepreload
// link): load it first, so hydration renders exactly the server's markup without suspending.
const hydrate = () => hydrateApp(container, readBrowserConfig(), readBrowserState());
routeScreenOf(window.location.pathname).preload().then(hydrate, hydrate);
