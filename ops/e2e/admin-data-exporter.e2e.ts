import { readFile, writeFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectToast, logIn } from "./admin-helpers";

interface ExportFile {
  exported: string;
  count: number;
  data: Array<{ id: string }>;
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
  const importPanel = page.getByRole("region", { name: "Import" });
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
    result.getByText("Skipped records already exist. Import again with clearExisting to replace them."),
  ).toBeVisible();

  // With clearExisting the file becomes the whole set: every record is written again.
  await importPanel.getByLabel(/Clear existing data/).check();
  await expect(importPanel.getByText(/Location content that are not in the file will be deleted/)).toBeVisible();
  await importButton("location content").click();
  await expectToast(
    page,
    "Import Completed",
    `Imported ${content.count} of ${content.count} location content records.`,
  );
  await expectCounts(result, { Imported: content.count, Skipped: 0, Errors: 0, Total: content.count });
  await importPanel.getByLabel(/Clear existing data/).uncheck();

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
