import { hydrateIslands } from "./app/islands/hydrate-islands";
import { prefetchLaterScripts } from "./app/islands/later-scripts";
import { enhancePage } from "./app/islands/page-behaviours";
import { readBrowserConfig } from "./config/read-browser-config";
import { sendViewBeaconAfterLoad } from "./lib/page-beacon";
import "./styles.css";

// The page arrived rendered by the server and stays that HTML; only its islands hydrate (docs/decisions.md).
enhancePage(document);
// Counted from here rather than when the server renders: the edge cache answers most page views (docs/decisions.md).
// A page not to be indexed (a 404, an error) is no page to count: it sends nothing.
if (!document.querySelector('meta[name="robots"][content*="noindex"]')) sendViewBeaconAfterLoad();
void hydrateIslands(document, readBrowserConfig());
// The code of islands that wait for the reader is downloaded once the load is over (app/islands/later-scripts.ts).
prefetchLaterScripts(document);
