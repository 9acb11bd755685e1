import { hydrateIslands } from "./app/islands/hydrate-islands";
import { enhancePage } from "./app/islands/page-behaviours";
import { readBrowserConfig } from "./config/read-browser-config";
import "./styles.css";

// The page arrived rendered by the server and stays that HTML; only its islands hydrate (docs/decisions.md).
enhancePage(document);
void hydrateIslands(document, readBrowserConfig());
