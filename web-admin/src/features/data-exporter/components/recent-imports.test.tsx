import type { ImportRecord } from "@movebreak/shared/contracts/admin";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, type RecordedCall } from "@/testing/fake-api";
import { changeLines, notifications, openDataExporter, recentImportsSection } from "../testing/data-exporter-screen";

const NO_CHANGES = {
  locations: { added: 0, updated: 0, deleted: 0 },
  workouts: { added: 0, updated: 0, deleted: 0 },
  locationContent: { added: 0, updated: 0, deleted: 0 },
};

function record(fields: Partial<ImportRecord> & Pick<ImportRecord, "id">): ImportRecord {
  return {
    type: "locations",
    mode: "add",
    actor: "admin (session c9e92ab9)",
    createdAt: "2026-11-25T03:38:52.272Z",
    fileName: null,
    fileHash: null,
    changes: NO_CHANGES,
    imported: 0,
    skipped: 0,
    errors: 0,
    restoresImportId: null,
    restoredByImportId: null,
    restorable: true,
    ...fields,
  };
}

const REPLACE = record({
  id: 7,
  mode: "replace",
  fileName: "first-location.json",
  imported: 1,
  changes: {
    ...NO_CHANGES,
    locations: { added: 0, updated: 1, deleted: 23 },
    workouts: { added: 0, updated: 0, deleted: 155 },
  },
});
const WORKOUTS_ADDED = record({
  id: 6,
  type: "workouts",
  fileName: "workouts-export-2026-11-24.json",
  changes: { ...NO_CHANGES, workouts: { added: 3, updated: 0, deleted: 0 } },
  skipped: 160,
  restoredByImportId: 8,
});
const RESTORE_PREVIEW = {
  ...NO_CHANGES,
  locations: { added: 23, updated: 1, deleted: 0 },
  workouts: { added: 155, updated: 0, deleted: 0 },
};

/** The rows of the list (the change chips inside are list items of their own). */
function rows(): HTMLElement[] {
  const list = recentImportsSection().getByRole("list", { name: "Imports, newest first" });
  return within(list)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === list);
}

function restoreRoutes(answers: Array<(call: RecordedCall) => Response>) {
  let list = [REPLACE, WORKOUTS_ADDED];
  const restoreCalls: RecordedCall[] = [];
  return {
    restoreCalls,
    routes: {
      "GET /api/admin/imports": () => json({ imports: list }),
      "POST /api/admin/imports/7/restore": (call: RecordedCall) => {
        restoreCalls.push(call);
        const answer = (answers[restoreCalls.length - 1] as (call: RecordedCall) => Response)(call);
        if (answer.ok)
          list = [
            record({ id: 9, type: "restore", mode: "restore", restoresImportId: 7 }),
            { ...REPLACE, restoredByImportId: 9 },
            WORKOUTS_ADDED,
          ];
        return answer;
      },
    },
  };
}

const NEEDS_CONFIRMATION = () =>
  json(
    { error: "This deletes or replaces stored records. Check the preview, then confirm.", preview: RESTORE_PREVIEW },
    409,
  );
const RESTORED = () => json({ success: true, message: "Import #7 restored", importId: 9, changes: RESTORE_PREVIEW });

describe("recent imports", () => {
  it("when nothing has been imported, then it says 'No imports yet'", async () => {
    await openDataExporter();

    await recentImportsSection().findByText("No imports yet");
  });

  it("when imports are recorded, then each row says what, how, when, who, which file and what changed", async () => {
    await openDataExporter({ "GET /api/admin/imports": () => json({ imports: [REPLACE, WORKOUTS_ADDED] }) });

    await recentImportsSection().findByText("first-location.json");
    const [replace, workouts] = rows().map((row) => within(row));
    if (!replace || !workouts) throw new Error("two rows expected");
    replace.getByRole("heading", { name: "#7 Locations" });
    replace.getByText("Replace all");
    const when = replace.getByText((_text, element) => element?.tagName === "TIME");
    expect(when.getAttribute("datetime")).toBe(REPLACE.createdAt);
    expect(when.textContent).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(REPLACE.createdAt),
      ),
    );
    replace.getByText(/by admin \(session c9e92ab9\)/);
    const changes = within(replace.getByRole("list", { name: "Changes" }));
    expect(changes.getAllByRole("listitem").map((chip) => chip.textContent)).toEqual([
      "Locations~11 updated−2323 deleted",
      "Workouts−155155 deleted",
    ]);
    expect(replace.getByRole("button", { name: "Restore" })).toHaveProperty("disabled", false);

    workouts.getByRole("heading", { name: "#6 Workouts" });
    workouts.getByText("Add new only");
    workouts.getByText(/160 skipped · Undone by #8/);
    expect(workouts.getByRole("button", { name: "Restored" })).toHaveProperty("disabled", true);
  });

  it("when Restore would overwrite records, then the dialog shows the restore's preview; confirm sends confirmDeletions and the list is read again", async () => {
    const { restoreCalls, routes } = restoreRoutes([NEEDS_CONFIRMATION, RESTORED]);
    const { user } = await openDataExporter(routes);
    await recentImportsSection().findByText("first-location.json");

    await user.click(within(rows()[0] as HTMLElement).getByRole("button", { name: "Restore" }));

    const dialog = await screen.findByRole("dialog", { name: "Restore import #7?" });
    expect(restoreCalls.map((call) => call.body)).toEqual([{}]);
    expect(changeLines(dialog)).toEqual([
      "1 location will be replaced",
      "23 locations will be added",
      "155 workouts will be added",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Restore" }));

    await notifications().findByText("Import Restored");
    notifications().getByText("Import #7 restored");
    expect(restoreCalls.map((call) => call.body)).toEqual([{}, { confirmDeletions: true }]);
    expect(screen.queryByRole("dialog")).toBeNull();
    await recentImportsSection().findByRole("heading", { name: "#9 Restore of #7" });
    expect(within(rows()[1] as HTMLElement).getByRole("button", { name: "Restored" })).toHaveProperty("disabled", true);
  });

  it("when the operator cancels the restore, then nothing more is sent and nothing is toasted", async () => {
    const { restoreCalls, routes } = restoreRoutes([NEEDS_CONFIRMATION]);
    const { user } = await openDataExporter(routes);
    await recentImportsSection().findByText("first-location.json");

    await user.click(within(rows()[0] as HTMLElement).getByRole("button", { name: "Restore" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(restoreCalls).toHaveLength(1);
    expect(notifications().queryByRole("listitem")).toBeNull();
    expect(within(rows()[0] as HTMLElement).getByRole("button", { name: "Restore" })).toHaveProperty("disabled", false);
  });

  it("when the restore is refused, then 'Restore Failed' shows the server's error", async () => {
    const message =
      "This import cannot be put back: some of its records belong to a location that is gone now. Restore the later import that removed that location first. Nothing was changed.";
    const { routes } = restoreRoutes([() => json({ error: message }, 400)]);
    const { user } = await openDataExporter(routes);
    await recentImportsSection().findByText("first-location.json");

    await user.click(within(rows()[0] as HTMLElement).getByRole("button", { name: "Restore" }));

    await notifications().findByText("Restore Failed");
    notifications().getByText(message);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("when a restore needs no confirmation, then it is done at once", async () => {
    const { restoreCalls, routes } = restoreRoutes([RESTORED]);
    const { user } = await openDataExporter(routes);
    await recentImportsSection().findByText("first-location.json");

    await user.click(within(rows()[0] as HTMLElement).getByRole("button", { name: "Restore" }));

    await notifications().findByText("Import Restored");
    expect(restoreCalls).toHaveLength(1);
    await vi.waitFor(() => recentImportsSection().getByRole("heading", { name: "#9 Restore of #7" }));
  });

  it("when an import changed nothing, then its row says 'No changes' and offers no Restore; the others still do", async () => {
    const NOTHING = record({ id: 10, fileName: "same-again.json", skipped: 24, restorable: false });
    await openDataExporter({ "GET /api/admin/imports": () => json({ imports: [NOTHING, REPLACE] }) });

    await recentImportsSection().findByText("same-again.json");
    const [nothing, replace] = rows().map((row) => within(row));
    if (!nothing || !replace) throw new Error("two rows expected");
    nothing.getByText("No changes");
    nothing.getByText("24 skipped");
    expect(nothing.queryByRole("button")).toBeNull();
    expect(replace.getByRole("button", { name: "Restore" })).toHaveProperty("disabled", false);
  });

  it("when a restore would stop shared routines, then its dialog names them", async () => {
    const { routes } = restoreRoutes([
      () =>
        json(
          {
            error: "This deletes or replaces stored records. Check the preview, then confirm.",
            preview: RESTORE_PREVIEW,
            stoppingRoutines: { count: 1, listed: [{ key: "brand-new-pack", title: "Brand New Pack" }] },
          },
          409,
        ),
    ]);
    const { user } = await openDataExporter(routes);
    await recentImportsSection().findByText("first-location.json");

    await user.click(within(rows()[0] as HTMLElement).getByRole("button", { name: "Restore" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Restore import #7?" }));
    const notice = within(dialog.getByRole("region", { name: "1 shared routine will stop playing" }));
    notice.getByRole("link", { name: "/try/brand-new-pack" });
    notice.getByText("Brand New Pack");
  });
});
