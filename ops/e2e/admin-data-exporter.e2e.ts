import { readFile, writeFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectToast, logIn } from "./admin-helpers";

interface ExportFile {
  exported: string;
  count: number;
  /** Workouts and location content name their location. */
  data: Array<{ id: string; locationId?: string }>;
}

/** Presses an Export button and reads the file the browser saves. */
async function exportFile(page: Page, button: string, type: string, saveTo: string): Promise<ExportFile> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${type}-export-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  await file.saveAs(saveTo);
  const body = JSON.parse(await readFile(saveTo, "utf8")) as ExportFile;
  expect(body.count).toBe(body.data.length);
  expect(body.count).toBeGreaterThan(0);
  return body;
}

/** The figure under one label of the import result (Imported, Skipped, Errors, Total). */
function resultCount(result: Locator, label: string): Locator {
  return result.getByText(label, { exact: true }).locator("xpath=..").getByRole("definition");
}

async function expectCounts(result: Locator, counts: Record<"Imported" | "Skipped" | "Errors" | "Total", number>) {
  for (const [label, value] of Object.entries(counts)) {
    await expect(resultCount(result, label)).toHaveText(String(value));
  }
}

test("an operator exports each data type and imports the files back, reading the progress and the counts", async ({
  page,
}, testInfo) => {
  await logIn(page);
  await page.getByRole("link", { name: /Data Exporter/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data Exporter" })).toBeVisible();
  const importPanel = page.getByRole("region", { name: "Import", exact: true });
  const importButton = (label: string) => importPanel.getByRole("button", { name: `Import ${label}` });

  // Export: one file per type, named {type}-export-{date}.json.
  const locationsPath = testInfo.outputPath("locations-export.json");
  const locations = await exportFile(page, "Export locations", "locations", locationsPath);
  await expectToast(page, "Export Successful", new RegExp(`^Exported ${locations.count} locations to `));
  const workouts = await exportFile(page, "Export workouts", "workouts", testInfo.outputPath("workouts-export.json"));
  await expectToast(page, "Export Successful", new RegExp(`^Exported ${workouts.count} workouts to `));
  const contentPath = testInfo.outputPath("location-content-export.json");
  const content = await exportFile(page, "Export location content", "location-content", contentPath);
  await expectToast(page, "Export Successful", new RegExp(`^Exported ${content.count} location content records to `));

  // The file checks come before anything is sent.
  await importButton("locations").click();
  await expectToast(page, "No File Selected", "Please select a JSON file to import");
  const notAnExport = testInfo.outputPath("not-an-export.json");
  await writeFile(notAnExport, JSON.stringify({ exported: new Date().toISOString(), count: 0, records: [] }));
  await importPanel.getByLabel("JSON file").setInputFiles(notAnExport);
  await importButton("locations").click();
  await expectToast(page, "Import Failed", "Invalid file format. Expected JSON with 'data' array.");
  await expect(importPanel.getByText("Invalid file format. Expected JSON with 'data' array.")).toBeVisible();

  // The location content file goes up over a slow link, so its progress can be read as it moves.
  await importPanel.getByLabel("JSON file").setInputFiles(contentPath);
  await expect(importPanel.getByRole("radio", { name: "Location content" })).toBeChecked();
  await expect(importPanel.getByText(/data type set to Location content from its name/)).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 32 * 1024,
  });
  // Every state the progress bar goes through, however briefly it shows.
  // (A browser-side script as a string: this project's TypeScript has no DOM library.)
  await page.evaluate(`{
    const seen = (window.progressSeen = []);
    new MutationObserver(() => {
      const text = document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuetext");
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }`);
  await importButton("location content").click();
  const progress = importPanel.getByRole("progressbar", { name: "Upload progress" });
  await expect(progress).toHaveAttribute("aria-valuetext", /^Uploading\.\.\. ([1-9]|[1-9]\d)%$/);
  await expect(importPanel.getByRole("button", { name: "Importing..." })).toBeDisabled();
  await expectToast(page, "Import Completed", `Imported 0 of ${content.count} location content records.`);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(progress).toHaveCount(0);
  const seen = (await page.evaluate("window.progressSeen")) as string[];
  const percents = seen.flatMap((text) => /^Uploading\.\.\. (\d+)%$/.exec(text)?.[1] ?? []).map(Number);
  expect(percents.length).toBeGreaterThan(2);
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
  expect(seen.at(-1)).toBe("Upload complete. Importing on the server...");

  // Every record already exists: all skipped, none lost.
  let result = page.getByRole("region", { name: "Import result: Location content" });
  await expect(result.getByText("location-content-export.json")).toBeVisible();
  await expectCounts(result, { Imported: 0, Skipped: content.count, Errors: 0, Total: content.count });
  await expect(
    result.getByText("Skipped records already exist. Import again with “Update existing” to replace them."),
  ).toBeVisible();

  // "Replace all" makes the file the whole set: every record is written again, once the overwrite is confirmed.
  await importPanel.getByRole("radio", { name: "Replace all" }).check();
  await importButton("location content").click();
  const replaceDialog = page.getByRole("dialog", { name: "Replace all location content records?" });
  await expect(replaceDialog.getByRole("listitem")).toHaveCount(1);
  await expect(replaceDialog.getByRole("listitem")).toContainText(
    `${content.count} location content records will be replaced`,
  );
  await replaceDialog.getByRole("button", { name: "Replace and import" }).click();
  await expect(replaceDialog).toBeHidden();
  await expectToast(
    page,
    "Import Completed",
    `Imported ${content.count} of ${content.count} location content records.`,
  );
  await expectCounts(result, { Imported: content.count, Skipped: 0, Errors: 0, Total: content.count });
  await importPanel.getByRole("radio", { name: "Add new only" }).check();

  // A locations file with one broken record: the others are skipped, the broken one is listed with its reason.
  const withBroken = testInfo.outputPath("locations-export-with-broken.json");
  await writeFile(
    withBroken,
    JSON.stringify({ ...locations, count: locations.count + 1, data: [...locations.data, { id: "e2e_broken" }] }),
  );
  await importPanel.getByLabel("JSON file").setInputFiles(withBroken);
  await expect(importPanel.getByRole("radio", { name: "Locations" })).toBeChecked();
  await importButton("locations").click();
  await expectToast(page, "Import Completed", `Imported 0 of ${locations.count + 1} locations.`);
  result = page.getByRole("region", { name: "Import result: Locations" });
  await expectCounts(result, { Imported: 0, Skipped: locations.count, Errors: 1, Total: locations.count + 1 });
  const details = result.getByRole("list", { name: "Error details (1)" });
  await expect(details.getByRole("listitem")).toHaveCount(1);
  await expect(details.getByRole("listitem").first()).toContainText("e2e_broken");
  await expect(details.getByRole("listitem").first()).toContainText(/title/i);

  // The catalog is whole after all this: the exports still count the same.
  await exportFile(page, "Export locations", "locations", testInfo.outputPath("locations-after.json")).then((after) =>
    expect(after.count).toBe(locations.count),
  );
  await exportFile(page, "Export workouts", "workouts", testInfo.outputPath("workouts-after.json")).then((after) =>
    expect(after.count).toBe(workouts.count),
  );
});

/** "1 location", "23 locations": as the confirmation dialog counts. */
function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

test("an operator replaces the locations with one, reads what it deletes, cancels, confirms, then restores it all", async ({
  page,
}, testInfo) => {
  await logIn(page);
  await page.getByRole("link", { name: /Data Exporter/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data Exporter" })).toBeVisible();
  const importPanel = page.getByRole("region", { name: "Import", exact: true });
  const recentImports = page.getByRole("region", { name: "Recent imports" });
  const origin = new URL(page.url()).origin;
  const storedLocations = async () => ((await (await page.request.get("/api/locations")).json()) as unknown[]).length;
  const exportedCount = async (type: string) =>
    ((await (await page.request.get(`/api/admin/export-${type}`)).json()) as ExportFile).count;

  // What is stored now, from the export files (the seed: 24 locations, 163 workouts).
  const locations = await exportFile(page, "Export locations", "locations", testInfo.outputPath("locations.json"));
  await expectToast(page, "Export Successful");
  const workouts = await exportFile(page, "Export workouts", "workouts", testInfo.outputPath("workouts.json"));
  await expectToast(page, "Export Successful");
  const content = await exportFile(page, "Export location content", "location-content", testInfo.outputPath("lc.json"));
  await expectToast(page, "Export Successful");
  expect(await storedLocations()).toBe(locations.count);
  const [kept] = locations.data;
  if (!kept) throw new Error("the export has no locations");
  const deleted = {
    locations: locations.count - 1,
    workouts: workouts.data.filter((workout) => workout.locationId !== kept.id).length,
    locationContent: content.data.filter((record) => record.locationId !== kept.id).length,
  };
  expect(deleted.locations).toBeGreaterThan(1);
  expect(deleted.workouts).toBeGreaterThan(1);

  // The server's own preview of this replace (a 409 changes nothing) agrees with the export files.
  const asked = await page.request.post("/api/admin/import-locations", {
    headers: { origin },
    data: { data: [kept], mode: "replace" },
  });
  expect(asked.status()).toBe(409);
  const { preview } = (await asked.json()) as { preview: Record<string, Record<string, number>> };
  expect(preview).toEqual({
    locations: { added: 0, updated: 1, deleted: deleted.locations },
    workouts: { added: 0, updated: 0, deleted: deleted.workouts },
    locationContent: { added: 0, updated: 0, deleted: deleted.locationContent },
  });

  // A file holding only the first location, imported with "Replace all".
  const onlyFirst = testInfo.outputPath("locations-first-only.json");
  await writeFile(onlyFirst, JSON.stringify({ exported: locations.exported, count: 1, data: [kept] }));
  const sent: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/admin/import-locations")) {
      sent.push(request.postDataJSON());
    }
  });
  await importPanel.getByLabel("JSON file").setInputFiles(onlyFirst);
  await expect(importPanel.getByRole("radio", { name: "Add new only" })).toBeChecked();
  await importPanel.getByRole("radio", { name: "Replace all" }).check();
  const importLocations = importPanel.getByRole("button", { name: "Import locations" });
  const dialog = page.getByRole("dialog", { name: "Replace all locations?" });
  const changeLines = [
    `${countOf(deleted.locations, "location", "locations")} will be deleted`,
    `${countOf(deleted.workouts, "workout", "workouts")} will be deleted (they belong to removed locations)`,
    `${countOf(deleted.locationContent, "location content record", "location content records")} will be deleted (they belong to removed locations)`,
    "1 location will be replaced",
  ];

  await importLocations.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  const changes = dialog.getByRole("list", { name: "Changes" }).getByRole("listitem");
  await expect(changes).toHaveCount(changeLines.length);
  await expect(changes).toContainText(changeLines);
  // The shared routines whose links would stop playing are named, each with its address (issue 31).
  const stopping = dialog.getByRole("list", { name: /shared routines? will stop playing$/ });
  await expect(stopping.getByRole("link", { name: /^\/try\// }).first()).toBeVisible();
  await expect(dialog.getByText(`${deleted.locations} locations will be deleted`, { exact: true })).toBeVisible();

  // Escape, then Cancel: the dialog closes, nothing more is sent, nothing changed.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await importLocations.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(importLocations).toBeEnabled();
  expect(sent).toEqual([
    { data: [kept], mode: "replace", fileName: "locations-first-only.json" },
    { data: [kept], mode: "replace", fileName: "locations-first-only.json" },
  ]);
  expect(await storedLocations()).toBe(locations.count);

  // Asked once more and confirmed: the same body again with confirmDeletions, and only the first location is left.
  await importLocations.click();
  await dialog.getByRole("button", { name: "Delete and import" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Import Completed", "Imported 1 of 1 locations.");
  expect(sent).toHaveLength(4);
  expect(sent[2]).toEqual(sent[0]);
  expect(sent[3]).toEqual({ ...(sent[0] as object), confirmDeletions: true });
  expect(await storedLocations()).toBe(1);

  // The import is listed first; Restore previews putting it all back.
  const rows = recentImports.getByRole("list", { name: "Imports, newest first" }).locator(":scope > li");
  const row = rows.first();
  await expect(row).toContainText("locations-first-only.json");
  await expect(row).toContainText("Replace all");
  const importId = Number(/#(\d+)/.exec((await row.getByRole("heading").textContent()) ?? "")?.[1]);
  expect(importId).toBeGreaterThan(0);
  await row.getByRole("button", { name: "Restore" }).click();
  const restoreDialog = page.getByRole("dialog", { name: `Restore import #${importId}?` });
  await expect(restoreDialog).toBeVisible();
  await expect(restoreDialog.getByRole("listitem")).toContainText([
    "1 location will be replaced",
    `${countOf(deleted.locations, "location", "locations")} will be added`,
    `${countOf(deleted.workouts, "workout", "workouts")} will be added`,
  ]);
  await restoreDialog.getByRole("button", { name: "Restore", exact: true }).click();
  await expectToast(page, "Import Restored", `Import #${importId} restored`);

  // Everything is back, in the public reads as in the export.
  expect(await storedLocations()).toBe(locations.count);
  expect(await exportedCount("locations")).toBe(locations.count);
  expect(await exportedCount("workouts")).toBe(workouts.count);
  expect(await exportedCount("location-content")).toBe(content.count);
  await expect(rows.first().getByRole("heading")).toHaveText(new RegExp(`^#\\d+ Restore of #${importId}$`));
  await expect(rows.nth(1).getByRole("button", { name: "Restored" })).toBeDisabled();
});
