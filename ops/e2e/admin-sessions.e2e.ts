import { createHash } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectToast, logIn } from "./admin-helpers";

// Issue 33, item 5: an operator sees every signed-in browser and ends the ones that are not theirs; an ended
// session's next call answers 401 and its browser is sent to the login page.

/** A session is shown by its label: the first 8 hex characters of the SHA-256 of its id (never the id). */
async function sessionLabelOf(page: Page): Promise<string> {
  // A browser-side expression as a string: this project's TypeScript has no DOM library.
  const id = String(await page.evaluate(`localStorage.getItem("adminSessionId")`));
  return createHash("sha256").update(id, "utf8").digest("hex").slice(0, 8);
}

/** Two browsers (separate contexts: their own storage and cookies), each signed in. */
async function twoSignedInBrowsers(browser: Browser) {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await logIn(first);
  await logIn(second);
  return { first, second };
}

const sessionsList = (page: Page) => page.getByRole("list", { name: "Active sessions" });

test("an operator revokes another browser's session; that browser's next call sends it to the login page", async ({
  browser,
}) => {
  const { first, second } = await twoSignedInBrowsers(browser);
  const firstLabel = await sessionLabelOf(first);
  const secondLabel = await sessionLabelOf(second);

  // The first browser lists both (read again: it signed in before the second).
  await first.getByRole("button", { name: "Refresh" }).click();
  const list = sessionsList(first);
  const mine = list.getByRole("listitem").filter({ hasText: firstLabel });
  await expect(mine.getByText("This browser")).toBeVisible();
  await expect(mine.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
  const theirs = list.getByRole("listitem").filter({ hasText: secondLabel });
  await expect(theirs).toContainText(/Chrome \d+ on Linux/);
  await expect(theirs).toContainText("127.0.0.0/24");

  await theirs.getByRole("button", { name: `Revoke session ${secondLabel}`, exact: false }).click();
  await expectToast(first, "Session Revoked", `Session ${secondLabel} has been logged out.`);
  await expect(list.getByRole("listitem").filter({ hasText: secondLabel })).toHaveCount(0);

  // The second browser still shows the home until its next call, which answers 401.
  await expect(second).toHaveURL(/\/admin\/?$/);
  await second.getByRole("button", { name: "Refresh" }).click();
  await expect(second).toHaveURL(/\/admin\/login/);
  await expect(second.getByRole("button", { name: "Access Admin Area" })).toBeVisible();
  expect(await second.evaluate(`localStorage.getItem("adminSessionId")`)).toBeNull();

  // The first is still signed in.
  await first.goto("/admin/data-exporter");
  await expect(first.getByRole("heading", { level: 1, name: "Data Exporter" })).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test("'Log out everywhere else' asks first, naming how many sessions end, then ends every other browser's", async ({
  browser,
}) => {
  const { first, second } = await twoSignedInBrowsers(browser);
  await first.getByRole("button", { name: "Refresh" }).click();
  const rows = sessionsList(first).getByRole("listitem");
  await expect(rows.filter({ hasText: await sessionLabelOf(second) })).toHaveCount(1);
  // Sessions other journeys left open count too.
  const others = (await rows.count()) - 1;
  const ending = `${others} ${others === 1 ? "session" : "sessions"}`;

  await first.getByRole("button", { name: "Log out everywhere else" }).click();
  const dialog = first.getByRole("dialog", { name: "Log out everywhere else?" });
  await expect(dialog).toContainText(`${ending} will end.`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  // Cancelled: the second browser still works.
  await second.goto("/admin/data-exporter");
  await expect(second.getByRole("heading", { level: 1, name: "Data Exporter" })).toBeVisible();

  await first.getByRole("button", { name: "Log out everywhere else" }).click();
  await dialog.getByRole("button", { name: `End ${ending}` }).click();
  await expectToast(first, "Logged Out Everywhere Else", `${ending} ended. This browser stays signed in.`);
  await expect(rows).toHaveCount(1);
  await expect(first.getByText("No other browser is signed in.")).toBeVisible();

  // The second browser's next call (the Data Exporter's list of imports) answers 401.
  await second.getByRole("link", { name: "Back to Admin" }).click();
  await expect(second).toHaveURL(/\/admin\/login/);
  await first.context().close();
  await second.context().close();
});
