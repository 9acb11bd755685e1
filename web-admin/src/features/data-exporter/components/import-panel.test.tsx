import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  changeLines,
  descriptionOf,
  importSection,
  jsonFile,
  notifications,
  openDataExporter,
} from "../testing/data-exporter-screen";
import { FakeXhr } from "../testing/fake-xhr";

const LOCATIONS = [{ id: "armsOnly", title: "Arms Only" }];
const PREVIEW = {
  locations: { added: 0, updated: 1, deleted: 23 },
  workouts: { added: 0, updated: 0, deleted: 155 },
  locationContent: { added: 0, updated: 0, deleted: 23 },
};
const CONFIRMATION_NEEDED = {
  error: "This deletes or replaces stored records. Check the preview, then confirm to go ahead.",
  preview: PREVIEW,
};
const DONE = {
  success: true,
  imported: 1,
  skipped: 0,
  errors: 0,
  total: 1,
  errorDetails: [],
  importId: 4,
  changes: PREVIEW,
};

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});

async function sent(count: number): Promise<FakeXhr> {
  return vi.waitFor(() => {
    expect(FakeXhr.instances).toHaveLength(count);
    return FakeXhr.instances[count - 1] as FakeXhr;
  });
}

/** Chooses the one-location file and "Replace all", imports, and answers 409 with the preview. */
async function replaceAndGetPreview(
  user: Awaited<ReturnType<typeof openDataExporter>>["user"],
  answer: object = CONFIRMATION_NEEDED,
) {
  await user.upload(importSection().getByLabelText("JSON file"), jsonFile("first-location.json", { data: LOCATIONS }));
  await user.click(importSection().getByRole("radio", { name: "Replace all" }));
  await user.click(importSection().getByRole("button", { name: "Import locations" }));
  const first = await sent(1);
  act(() => first.respond(409, answer, "Conflict"));
  return { first, dialog: await screen.findByRole("dialog", { name: "Replace all locations?" }) };
}

describe("import mode", () => {
  it("when the screen opens, then 'Add new only' is chosen and each mode says what it does", async () => {
    await openDataExporter();
    const modes = within(importSection().getByRole("group", { name: "Import mode" }));

    expect(modes.getAllByRole("radio")).toHaveLength(3);
    expect(modes.getByRole("radio", { name: "Add new only" })).toHaveProperty("checked", true);
    expect(descriptionOf(modes.getByRole("radio", { name: "Add new only" }))).toMatch(/existing ones stay as they are/);
    expect(descriptionOf(modes.getByRole("radio", { name: "Update existing" }))).toMatch(/overwrites existing/);
    expect(descriptionOf(modes.getByRole("radio", { name: "Replace all" }))).toBe(
      "The file becomes the whole set: other locations are deleted, with their workouts and content.",
    );
  });

  it.each([
    ["Add new only", "add"],
    ["Update existing", "upsert"],
    ["Replace all", "replace"],
  ])("when '%s' is chosen, then the import sends mode '%s' and the file's name", async (label, mode) => {
    const { user } = await openDataExporter();

    await user.upload(
      importSection().getByLabelText("JSON file"),
      jsonFile("first-location.json", { data: LOCATIONS }),
    );
    await user.click(importSection().getByRole("radio", { name: label }));
    await user.click(importSection().getByRole("button", { name: "Import locations" }));

    const xhr = await sent(1);
    expect(xhr.sentJson()).toEqual({ data: LOCATIONS, mode, fileName: "first-location.json" });
    act(() => xhr.respond(200, DONE));
    await notifications().findByText("Import Completed");
  });
});

describe("a replace that deletes records", () => {
  it("when the server answers 409 with a preview, then a modal dialog lists every count per table, focused on Cancel", async () => {
    const { user } = await openDataExporter();

    const { dialog } = await replaceAndGetPreview(user);

    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(changeLines(dialog)).toEqual([
      "23 locations will be deleted",
      "155 workouts will be deleted (they belong to removed locations)",
      "23 location content records will be deleted (they belong to removed locations)",
      "1 location will be replaced",
    ]);
    within(dialog).getByText("first-location.json");
    expect(within(dialog).queryByRole("heading", { name: /will stop playing/ })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).getByRole("button", { name: "Delete and import" }).className).toMatch(/bg-red-700/);
    // Asking is not failing.
    expect(notifications().queryByText("Import Failed")).toBeNull();
  });

  it("when the operator presses Cancel, then the dialog closes and nothing more is sent", async () => {
    const { api, user } = await openDataExporter();
    const { dialog } = await replaceAndGetPreview(user);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(FakeXhr.instances).toHaveLength(1);
    expect(api.calls.filter((call) => call.method !== "GET")).toEqual([]);
    expect(importSection().queryByRole("region", { name: /Import result/ })).toBeNull();
    expect(importSection().getByRole("button", { name: "Import locations" })).toHaveProperty("disabled", false);
  });

  it("when the operator confirms, then the same body goes again with confirmDeletions and the result shows", async () => {
    const { api, user } = await openDataExporter();
    const { first, dialog } = await replaceAndGetPreview(user);
    const listReads = () => api.calls.filter((call) => call.path === "/api/admin/imports").length;
    const readsBefore = listReads();

    await user.click(within(dialog).getByRole("button", { name: "Delete and import" }));

    const second = await sent(2);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(second.url).toBe("/api/admin/import-locations");
    expect(second.sentJson()).toEqual({ ...(first.sentJson() as object), confirmDeletions: true });
    act(() => second.respond(200, DONE));

    await notifications().findByText("Import Completed");
    notifications().getByText("Imported 1 of 1 locations.");
    await screen.findByRole("region", { name: "Import result: Locations" });
    // The new import is listed.
    await vi.waitFor(() => expect(listReads()).toBe(readsBefore + 1));
  });

  it("when a replace is refused for another reason, then 'Import Failed' shows the server's error and no dialog", async () => {
    const { user } = await openDataExporter();

    await user.upload(importSection().getByLabelText("JSON file"), jsonFile("workouts.json", { data: LOCATIONS }));
    await user.click(importSection().getByRole("radio", { name: "Replace all" }));
    await user.click(importSection().getByRole("button", { name: "Import locations" }));
    const xhr = await sent(1);
    act(() => xhr.respond(400, { error: "This file holds workouts, not locations: nothing was changed" }));

    await notifications().findByText("Import Failed");
    notifications().getByText("This file holds workouts, not locations: nothing was changed");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("a replace that stops shared routines", () => {
  const ROUTINES = [
    { key: "afternoon-energy", title: "Afternoon Energy Boost" },
    { key: "meeting-recovery", title: "Meeting Recovery" },
    { key: "morning-desk-reset", title: "Morning Desk Reset" },
    { key: "neck-saver", title: "Neck Saver" },
    { key: "stretch-break", title: "Stretch Break" },
  ];

  it("when the preview says 7 routines stop, then the dialog names the first five with their /try links and says 'and 2 more'", async () => {
    const { user } = await openDataExporter();

    const { dialog } = await replaceAndGetPreview(user, {
      ...CONFIRMATION_NEEDED,
      stoppingRoutines: { count: 7, listed: ROUTINES },
    });

    const notice = within(dialog).getByRole("region", { name: "7 shared routines will stop playing" });
    within(notice).getByText(/Their links show .not found. until a restore puts back what they play/);
    const items = within(within(notice).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Afternoon Energy Boost/try/afternoon-energy",
      "Meeting Recovery/try/meeting-recovery",
      "Morning Desk Reset/try/morning-desk-reset",
      "Neck Saver/try/neck-saver",
      "Stretch Break/try/stretch-break",
      "and 2 more",
    ]);
    expect(within(notice).getByRole("link", { name: "/try/neck-saver" }).getAttribute("href")).toBe("/try/neck-saver");
    // The counts per table are still there above it.
    within(dialog).getByRole("list", { name: "Changes" });
  });

  it("when one routine stops, then it is named in the singular and nothing more is counted", async () => {
    const { user } = await openDataExporter();

    const { dialog } = await replaceAndGetPreview(user, {
      ...CONFIRMATION_NEEDED,
      stoppingRoutines: { count: 1, listed: [{ key: "neck-saver", title: "Neck Saver" }] },
    });

    const notice = within(dialog).getByRole("region", { name: "1 shared routine will stop playing" });
    within(notice).getByText(/Its link shows .not found. until a restore puts back what it plays/);
    within(notice).getByText("Neck Saver");
    expect(within(notice).queryByText(/more$/)).toBeNull();
  });
});
