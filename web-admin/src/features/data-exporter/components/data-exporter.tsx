import { useState } from "react";
import { ApiKeyField } from "./api-key-field";
import { ExportPanel } from "./export-panel";
import { ImportPanel } from "./import-panel";
import { MigrationOrder } from "./migration-order";
import { RecentImports } from "./recent-imports";

/** The Data Exporter screen's content: the order to follow, the optional key, export, import, recent imports. */
export function DataExporter() {
  const [apiKey, setApiKey] = useState("");
  // Set after a 401 so the key field says why the last request failed.
  const [keyRefused, setKeyRefused] = useState(false);
  const onStatus = (status: number | "ok") => setKeyRefused(status === 401);

  return (
    <div className="flex flex-col gap-6">
      <MigrationOrder />
      <ApiKeyField
        value={apiKey}
        onChange={(value) => {
          setApiKey(value);
          setKeyRefused(false);
        }}
        refused={keyRefused}
      />
      <ExportPanel apiKey={apiKey} onStatus={onStatus} />
      <ImportPanel apiKey={apiKey} onStatus={onStatus} />
      <RecentImports />
    </div>
  );
}
