import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "@/testing/fake-api";
import {
  importSection,
  jsonFile,
  notifications,
  openDataExporter as openScreen,
} from "../testing/data-exporter-screen";
import { FakeXhr } from "../testing/fake-xhr";

const API_KEY_MESSAGE = "Authorization required. Please enter your Admin API Key.";
const INVALID_FILE = "Invalid file format. Expected JSON with 'data' array.";

function exportSection() {
  return within(screen.getByRole("region", { name: "Export" }));
}

/** The number shown under a count's label in the import result. */
function countOf(result: ReturnType<typeof within>, label: string): string | null | undefined {
  return result.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
}

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});

describe("data exporter screen", () => {
  it("when it opens, then it shows the way back, the migration order and the optional API key field", async () => {
    await openScreen();

    screen.getByRole("link", { name: /Back to Admin/ });
    const order = within(screen.getByRole("region", { name: "Recommended migration order" }));
    expect(order.getAllByRole("listitem").map((item) => item.textContent?.replace("→", ""))).toEqual([
      "1Locations",
      "2Workouts",
      "3Location content",
    ]);
    const keyField = screen.getByLabelText(/Admin API Key/);
    expect(keyField.getAttribute("type")).toBe("password");
    screen.getByText(/Needed only in production/);
  });
});

describe("import", () => {
  it("when no file is chosen, then it says 'No File Selected' and sends nothing", async () => {
    const { user } = await openScreen();

    await user.click(importSection().getByRole("button", { name: "Import locations" }));

    await notifications().findByText("No File Selected");
    notifications().getByText("Please select a JSON file to import");
    expect(FakeXhr.instances).toEqual([]);
  });

  it("when the file has no data array, or is not JSON, then it shows the invalid-format message and sends nothing", async () => {
    const { user } = await openScreen();
    const picker = importSection().getByLabelText("JSON file");

    await user.upload(picker, jsonFile("records.json", { items: [] }));
    await user.click(importSection().getByRole("button", { name: "Import locations" }));

    await notifications().findByText(INVALID_FILE);
    notifications().getByText("Import Failed");
    expect(picker.getAttribute("aria-invalid")).toBe("true");

    await user.upload(picker, jsonFile("broken.json", "{ not json"));
    await user.click(importSection().getByRole("button", { name: "Import locations" }));
    await importSection().findByText(INVALID_FILE);
    expect(FakeXhr.instances).toEqual([]);
  });

  it("when an import succeeds, then the upload shows progress and the result shows the counts and each error", async () => {
    const { user } = await openScreen();
    const records = [{ id: "w1" }, { id: "w2" }, { id: "w3" }, { id: "w4" }];

    await user.upload(
      importSection().getByLabelText("JSON file"),
      jsonFile("workouts-export-2025-01-31.json", { exported: "2025-01-31T10:00:00.000Z", count: 4, data: records }),
    );
    // The export file's name picks its type.
    expect(importSection().getByRole("radio", { name: /Workouts/ })).toHaveProperty("checked", true);
    await user.click(importSection().getByRole("radio", { name: "Update existing" }));
    await user.click(importSection().getByRole("button", { name: "Import workouts" }));

    const xhr = await vi.waitFor(() => {
      expect(FakeXhr.instances).toHaveLength(1);
      return FakeXhr.instances[0] as FakeXhr;
    });
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/admin/import-workouts");
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.get("x-admin-session")).toBe("session-abc");
    expect(xhr.headers.get("authorization")).toBeUndefined();
    expect(xhr.sentJson()).toEqual({ data: records, mode: "upsert", fileName: "workouts-export-2025-01-31.json" });

    act(() => xhr.progress(512, 1024));
    const bar = importSection().getByRole("progressbar", { name: "Upload progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");

    act(() =>
      xhr.respond(200, {
        success: true,
        imported: 2,
        skipped: 0,
        errors: 2,
        total: 4,
        errorDetails: [
          { id: "w3", error: "locationId: location office_desk does not exist" },
          { id: "w4", error: "title: Required" },
        ],
      }),
    );

    await notifications().findByText("Import Completed");
    notifications().getByText("Imported 2 of 4 workouts.");
    const result = within(await screen.findByRole("region", { name: "Import result: Workouts" }));
    await vi.waitFor(() => expect(importSection().queryByRole("progressbar")).toBeNull());
    expect(countOf(result, "Imported")).toBe("2");
    expect(countOf(result, "Skipped")).toBe("0");
    expect(countOf(result, "Errors")).toBe("2");
    expect(countOf(result, "Total")).toBe("4");
    const errorList = within(result.getByRole("list", { name: /Error details/ }));
    expect(errorList.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "w3locationId: location office_desk does not exist",
      "w4title: Required",
    ]);
  });

  it("when the server answers 401, then it asks for the Admin API Key", async () => {
    const { user } = await openScreen();

    await user.upload(importSection().getByLabelText("JSON file"), jsonFile("locations.json", { data: [] }));
    await user.click(importSection().getByRole("button", { name: "Import locations" }));
    const xhr = await vi.waitFor(() => FakeXhr.instances[0] as FakeXhr);
    act(() => xhr.respond(401, { error: "Authentication required" }, "Unauthorized"));

    await notifications().findByText("Import Failed");
    notifications().getByText(API_KEY_MESSAGE);
    expect(screen.getByLabelText(/Admin API Key/).getAttribute("aria-invalid")).toBe("true");
  });

  it("when the file is too large for the server, then the 413 message is the server's", async () => {
    const { user } = await openScreen();

    await user.upload(importSection().getByLabelText("JSON file"), jsonFile("locations.json", { data: [] }));
    await user.click(importSection().getByRole("button", { name: "Import locations" }));
    const xhr = await vi.waitFor(() => FakeXhr.instances[0] as FakeXhr);
    act(() => xhr.respond(413, { error: "Request body is larger than the 20 MB limit" }, "Payload Too Large"));

    await notifications().findByText("Request body is larger than the 20 MB limit");
  });

  it("when the API key is filled, then the import sends it as a Bearer header", async () => {
    const { user } = await openScreen();

    await user.type(screen.getByLabelText(/Admin API Key/), "secret-key");
    await user.upload(importSection().getByLabelText("JSON file"), jsonFile("content.json", { data: [] }));
    await user.click(importSection().getByRole("radio", { name: /Location content/ }));
    await user.click(importSection().getByRole("button", { name: "Import location content" }));

    const xhr = await vi.waitFor(() => FakeXhr.instances[0] as FakeXhr);
    expect(xhr.url).toBe("/api/admin/import-location-content");
    expect(xhr.headers.get("authorization")).toBe("Bearer secret-key");
    expect(xhr.sentJson()).toEqual({ data: [], mode: "add", fileName: "content.json" });
  });
});

describe("export", () => {
  const downloads: { download: string; href: string }[] = [];
  const blobs: Blob[] = [];
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;

  beforeEach(() => {
    downloads.length = 0;
    blobs.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:export";
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ download: this.download, href: this.getAttribute("href") ?? "" });
    });
  });

  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("when an export succeeds, then the answer is saved as '{type}-export-{date}.json' and the count is told", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 0, 31, 23, 30));
    const answer = { exported: "2025-01-31T22:30:00.000Z", count: 2, data: [{ id: "work_sitting" }, { id: "home" }] };
    const { api, user } = await openScreen({ "GET /api/admin/export-locations": () => json(answer) });

    await user.click(exportSection().getByRole("button", { name: "Export locations" }));

    await notifications().findByText("Export Successful");
    notifications().getByText("Exported 2 locations to locations-export-2025-01-31.json.");
    expect(downloads).toEqual([{ download: "locations-export-2025-01-31.json", href: "blob:export" }]);
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(answer);
    const call = api.calls.find((c) => c.path === "/api/admin/export-locations");
    expect(call?.headers.get("x-admin-session")).toBe("session-abc");
    expect(call?.headers.get("authorization")).toBeNull();
  });

  it("when the API key is filled, then the export sends it as a Bearer header", async () => {
    const { api, user } = await openScreen({
      "GET /api/admin/export-location-content": () => json({ exported: new Date().toISOString(), count: 0, data: [] }),
    });

    await user.type(screen.getByLabelText(/Admin API Key/), "  secret-key ");
    await user.click(exportSection().getByRole("button", { name: "Export location content" }));

    await notifications().findByText("Export Successful");
    expect(downloads[0]?.download).toMatch(/^location-content-export-\d{4}-\d{2}-\d{2}\.json$/);
    const call = api.calls.find((c) => c.path === "/api/admin/export-location-content");
    expect(call?.headers.get("authorization")).toBe("Bearer secret-key");
  });

  it("when the server answers 401, then it asks for the Admin API Key and downloads nothing", async () => {
    const { user } = await openScreen({
      "GET /api/admin/export-workouts": () => json({ error: "Authentication required" }, 401),
    });

    await user.click(exportSection().getByRole("button", { name: "Export workouts" }));

    await notifications().findByText("Export Failed");
    notifications().getByText(API_KEY_MESSAGE);
    expect(downloads).toEqual([]);
  });

  it("when the server fails otherwise, then 'Export Failed' shows its error", async () => {
    const { user } = await openScreen({
      "GET /api/admin/export-workouts": () => json({ error: "Database unavailable" }, 503),
    });

    await user.click(exportSection().getByRole("button", { name: "Export workouts" }));

    await notifications().findByText("Export Failed");
    notifications().getByText("Database unavailable");
  });
});
