import { readFile } from "node:fs/promises";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { expectToast, logIn, openPageManager } from "./admin-helpers";

const MESSAGES = {
  slugRequired: "Slug is required",
  slugPattern: "Slug must contain only lowercase letters, numbers, and hyphens",
  slugTaken: "This slug is already taken. Please choose a different one.",
  painPoint: "Pain point is required",
  context: "Context is required",
  demographic: "Demographic is required",
  seoTitle: "SEO title is required",
  seoDescription: "SEO description is required",
  heroHeadline: "Hero headline is required",
  content: "Content is required",
} as const;

function pageForm(page: Page, mode: "Create" | "Edit"): Locator {
  return page.getByRole("form", { name: `${mode} landing page` });
}

function pagesList(page: Page): Locator {
  return page.getByRole("region", { name: "Landing pages" });
}

/** The number beside a topic in the counts (Back, Shoulder, Hip, Neck, Other), counted by the server. */
async function topicCount(page: Page, topic: string): Promise<number> {
  const item = pagesList(page)
    .getByRole("list", { name: "Pages by topic" })
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${topic}\\s*[\\d,]+$`) });
  return Number((await item.locator("span").last().textContent())?.replaceAll(",", "") ?? Number.NaN);
}

/** "Showing {loaded} of {total} pages": the list loads 50 rows at a time. */
function listSummary(page: Page): Locator {
  return pagesList(page).getByText(/^Showing [\d,]+ of [\d,]+ pages?$/);
}

async function listTotal(page: Page): Promise<number> {
  const text = (await listSummary(page).textContent()) ?? "";
  return Number(/ of ([\d,]+) page/.exec(text)?.[1]?.replaceAll(",", "") ?? Number.NaN);
}

/** The figure under one of the queue's counts (Pending, Processing, Completed, Failed). */
function queueCount(page: Page, label: string): Locator {
  return page
    .getByRole("region", { name: "Page Generator Queue" })
    .getByText(label, { exact: true })
    .locator("xpath=..")
    .getByRole("definition");
}

test("an operator creates a page through every validation message, meets the taken slug, edits, finds and exports it, and queues a job", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const slug = `e2e-back-pain-desk-reset-${suffix}`;
  const type = `e2e_guide_${suffix}`;
  const title = `Back pain desk reset ${suffix}`;
  const newTitle = `Back pain desk reset, revised ${suffix}`;

  await logIn(page);
  await openPageManager(page, "Manage");
  await expect(listSummary(page)).toBeVisible();
  const backBefore = await topicCount(page, "Back");

  await page.getByRole("tab", { name: "Manual Page" }).click();
  const form = pageForm(page, "Create");
  await expect(form.getByRole("heading", { name: "Create a landing page" })).toBeVisible();
  const create = form.getByRole("button", { name: "Create Page" });
  await expect(create).toBeDisabled();
  await expect(form.getByText("Fill in every required field correctly to save.")).toBeVisible();

  // Preview needs a slug.
  await form.getByRole("button", { name: "Preview" }).click();
  await expectToast(page, "No Slug", "Please enter a slug first to preview the page.");

  // Each required field visited and left empty, and a slug with capitals and a space.
  const slugField = form.getByRole("textbox", { name: "Slug", exact: true });
  await slugField.fill("Back Pain");
  await expect(form.getByText(MESSAGES.slugPattern, { exact: true })).toHaveCount(1);
  await slugField.fill("");
  await expect(form.getByText(MESSAGES.slugRequired, { exact: true })).toHaveCount(1);
  await expect(form.getByText(MESSAGES.slugPattern, { exact: true })).toHaveCount(0);
  for (const label of [
    "Pain point",
    "Context",
    "Demographic",
    "SEO title",
    "SEO description",
    "Hero headline",
    "Content",
  ]) {
    await form.getByRole("textbox", { name: label, exact: true }).focus();
    await form.getByRole("textbox", { name: label, exact: true }).blur();
  }
  for (const message of Object.values(MESSAGES).filter((m) => m !== MESSAGES.slugTaken && m !== MESSAGES.slugPattern)) {
    await expect(form.getByText(message, { exact: true })).toHaveCount(1);
  }
  await expect(form.getByRole("textbox", { name: "SEO title", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(create).toBeDisabled();

  // Filled in: each message goes as its field is fixed, and the slug is checked for availability.
  await slugField.fill(slug);
  await expect(form.getByText(`Available: /pages/${slug}`)).toBeVisible();
  await form.getByRole("combobox", { name: "Page type", exact: true }).fill(type);
  await form.getByRole("textbox", { name: "Pain point", exact: true }).fill("lower back pain");
  await form.getByRole("textbox", { name: "Context", exact: true }).fill("long days at a desk");
  await form.getByRole("textbox", { name: "Demographic", exact: true }).fill("office workers");
  await form.getByRole("textbox", { name: "SEO title", exact: true }).fill(title);
  await form
    .getByRole("textbox", { name: "SEO description", exact: true })
    .fill("Five minutes of guided movement for a stiff back.");
  await form.getByRole("textbox", { name: "Hero headline", exact: true }).fill("Reset your back in five minutes");
  await form
    .getByRole("textbox", { name: "Content", exact: true })
    .fill("## Why it helps\n\nShort breaks **ease** a stiff back.");
  for (const message of Object.values(MESSAGES)) {
    await expect(form.getByText(message, { exact: true })).toHaveCount(0);
  }
  await expect(create).toBeEnabled();
  await create.click();
  await expectToastWithViewLink(page, slug, context);

  // Back on Manage, the new page is listed and counted under Back.
  await expect(page.getByRole("tab", { name: "Manage" })).toHaveAttribute("aria-selected", "true");
  await expect.poll(() => topicCount(page, "Back")).toBe(backBefore + 1);

  // The same slug again: taken, and the form cannot be sent.
  await page.getByRole("tab", { name: "Manual Page" }).click();
  const again = pageForm(page, "Create");
  await again.getByRole("textbox", { name: "Slug", exact: true }).fill(slug);
  await expect(again.getByText("Not available", { exact: true })).toBeVisible();
  await expect(again.getByText(MESSAGES.slugTaken, { exact: true })).toHaveCount(1);
  await expect(again.getByRole("textbox", { name: "Slug", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(again.getByRole("button", { name: "Create Page" })).toBeDisabled();
  await again.getByRole("textbox", { name: "Slug", exact: true }).fill("");

  // Find it by a piece of its title, then edit it.
  await page.getByRole("tab", { name: "Manage" }).click();
  const search = pagesList(page).getByLabel("Search by title");
  await search.fill(`desk RESET ${suffix}`);
  // The search runs on the server: the one match is the whole list.
  await expect(pagesList(page).getByText("Showing 1 of 1 page", { exact: true })).toBeVisible();
  const rows = pagesList(page).getByRole("row");
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: title });
  await expect(row.getByText(`/pages/${slug}`)).toBeVisible();
  await expect(row.getByRole("link", { name: "View page in a new tab" })).toHaveAttribute("href", `/pages/${slug}`);
  await row.getByRole("button", { name: "Edit page" }).click();

  const edit = pageForm(page, "Edit");
  await expect(page.getByRole("tab", { name: "Manual Page" })).toHaveAttribute("aria-selected", "true");
  await expect(edit.getByText(`Editing /pages/${slug}`)).toBeVisible();
  await expect(edit.getByRole("textbox", { name: "Slug", exact: true })).toHaveValue(slug);
  await expect(edit.getByRole("textbox", { name: "Slug", exact: true })).toHaveAttribute("readonly", "");
  await expect(edit.getByText("The address of a published page cannot change.")).toBeVisible();
  await expect(edit.getByRole("textbox", { name: "SEO title", exact: true })).toHaveValue(title);
  await edit.getByRole("textbox", { name: "SEO title", exact: true }).fill(newTitle);
  await edit.getByRole("textbox", { name: "Hero headline", exact: true }).fill("Reset your back in four minutes");
  await edit.getByRole("button", { name: "Update Page" }).click();
  await expectToast(page, "Success!", `Landing page /pages/${slug} was updated.`);
  await expect(page.getByRole("tab", { name: "Manage" })).toHaveAttribute("aria-selected", "true");

  await search.fill("revised");
  await expect(pagesList(page).getByRole("row").filter({ hasText: newTitle })).toHaveCount(1);
  await search.fill(title);
  await expect(pagesList(page).getByText("No pages match your search", { exact: true })).toBeVisible();
  await search.fill("");

  // The public page shows the edit.
  const publicPage = await context.newPage();
  await publicPage.goto(`/pages/${slug}`);
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText("Reset your back in four minutes");
  await publicPage.close();

  // Export by type: a type must be chosen; the file holds the pages of that type.
  const exportButton = pagesList(page).getByRole("button", { name: "Export pages in JSON" });
  await exportButton.click();
  await expectToast(page, "Selection Required", "Please select a page type to export.");
  await pagesList(page).getByLabel("Page type").selectOption(type);
  const download = page.waitForEvent("download");
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^movebreak-pages-${type}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  await expectToast(page, "Export Successful", "Exported 1 page.");
  const savedTo = testInfo.outputPath("pages-export.json");
  await file.saveAs(savedTo);
  const exported = JSON.parse(await readFile(savedTo, "utf8")) as Array<{ slug: string; seoTitle: string }>;
  expect(exported.map(({ slug: s, seoTitle }) => ({ slug: s, seoTitle }))).toEqual([{ slug, seoTitle: newTitle }]);

  // A queue job: the counts move as the worker runs the 8 steps, and the new page joins the list.
  await expect(listSummary(page)).toBeVisible();
  const pagesBefore = await listTotal(page);
  await expect(queueCount(page, "Completed")).toHaveText(/^\d+$/);
  const completedBefore = Number(await queueCount(page, "Completed").textContent());
  await page.getByRole("button", { name: "Add to Queue" }).click();
  await expectToast(page, "Job Added to Queue!", /^Job [0-9a-f]{8} is at position \d+ in the queue\.$/);
  await expect(queueCount(page, "Completed")).toHaveText(String(completedBefore + 1), { timeout: 30_000 });
  await expect(queueCount(page, "Pending")).toHaveText("0");
  await expect(queueCount(page, "Processing")).toHaveText("0");
  await expect.poll(() => listTotal(page)).toBe(pagesBefore + 1);
});

/** The creation toast: 'Success!', the page's address, and a 'View page' link that opens it. */
async function expectToastWithViewLink(page: Page, slug: string, context: BrowserContext) {
  const toast = page
    .getByRole("region", { name: "Notifications (F8)" })
    .getByRole("listitem")
    .filter({ hasText: "Success!" });
  await expect(toast.getByText(`Landing page /pages/${slug} was created and added to the sitemap.`)).toBeVisible();
  const opened = context.waitForEvent("page");
  await toast.getByRole("link", { name: "View page" }).click();
  const publicPage = await opened;
  await expect(publicPage).toHaveURL(new RegExp(`/pages/${slug}$`));
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText("Reset your back in five minutes");
  await publicPage.close();
}
