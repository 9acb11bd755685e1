import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, landingPage, renderPageManager, stubApi } from "../testing/page-manager-fixtures";

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

const field = (name: string) => screen.getByRole("textbox", { name });

const REQUIRED_MESSAGES = [
  ["Slug", "Slug is required"],
  ["Pain point", "Pain point is required"],
  ["Context", "Context is required"],
  ["Demographic", "Demographic is required"],
  ["SEO title", "SEO title is required"],
  ["SEO description", "SEO description is required"],
  ["Hero headline", "Hero headline is required"],
  ["Content", "Content is required"],
] as const;

/** Puts text in a field the quick way: one paste instead of a keystroke per character. */
async function fill(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Fills every required field, the slug last (so its check has not answered yet). */
async function fillRequired(user: UserEvent, slug: string) {
  await fill(user, "Pain point", "neck pain");
  await fill(user, "Context", "at the desk");
  await fill(user, "Demographic", "developers");
  await fill(user, "SEO title", "Neck pain relief at the desk");
  await fill(user, "SEO description", "Five stretches for developers.");
  await fill(user, "Hero headline", "Loosen your neck");
  await fill(user, "Content", "Stretch gently.");
  await fill(user, "Slug", slug);
}

describe("manual page form", () => {
  it("when each required field is visited and left empty, then its message from the schema shows under it", async () => {
    stubApi();
    const { user } = renderPageManager("?tab=manual");
    await screen.findByRole("textbox", { name: "Slug" });

    expect(screen.getByRole("tab", { name: "Manual Page" }).getAttribute("aria-selected")).toBe("true");
    for (const [label] of REQUIRED_MESSAGES) await user.click(field(label));
    await user.tab();

    for (const [label, message] of REQUIRED_MESSAGES) {
      const input = field(label);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const describedBy = input.getAttribute("aria-describedby") ?? "";
      const texts = describedBy.split(" ").map((id) => document.getElementById(id)?.textContent);
      expect(texts).toContain(message);
    }
    expect(screen.getByRole("button", { name: "Create Page" }).hasAttribute("disabled")).toBe(true);
  });

  it.each([
    ["Hero image URL", "www.example.com/hero.png", "Hero image URL: enter a full address starting with https://"],
    ["Canonical URL", "example", "Canonical URL: enter a full address starting with https://"],
    ["Modifier", "x".repeat(51), "Modifier must be at most 50 characters"],
    // Pasted after its default, "manual": 101 characters in all.
    ["AI model version", "x".repeat(95), "AI model version: shorten it to 100 characters or fewer (it has 101)"],
  ])(
    "when %s holds %j, then the message under it names the field and says what to do",
    async (label, text, message) => {
      stubApi();
      const { user } = renderPageManager("?tab=manual");
      await screen.findByRole("textbox", { name: "Slug" });
      if (label === "AI model version") await user.click(screen.getByRole("button", { name: /^Advanced Options/ }));

      await fill(user, label, text);
      await user.tab();

      const input = field(label);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const texts = (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent);
      expect(texts, texts.join(" | ")).toContain(message);
      expect(texts.join(" ")).not.toMatch(/Invalid URL|Too big|Invalid input/);
    },
  );

  it("shows the seven collapsible sections", async () => {
    stubApi();
    const { user } = renderPageManager("?tab=manual");
    await screen.findByRole("textbox", { name: "Slug" });

    const sections = [
      "Core Identifiers",
      "Page Components",
      "SEO Metadata",
      "Open Graph / Social Media",
      "Hero Section",
      "Page Content",
      "Advanced Options",
    ];
    for (const title of sections) screen.getByRole("button", { name: new RegExp(`^${title}`) });

    const advanced = screen.getByRole("button", { name: /^Advanced Options/ });
    expect(advanced.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("textbox", { name: "Variant group" })).toBeNull();
    await user.click(advanced);
    field("Variant group");
    expect((field("AI model version") as HTMLInputElement).value).toBe("manual");
  });

  it("when the form is valid, then Create waits for the slug to be confirmed available, then saves and returns to Manage", async () => {
    const api = stubApi({
      "GET /api/admin/landing-pages/check-slug/neck-pain-desk": () => json({ isAvailable: true }),
      "POST /api/admin/landing-pages/manual": () =>
        json({ success: true, message: "created", page: { id: 7, slug: "neck-pain-desk" } }, 201),
    });
    const { user } = renderPageManager("?tab=manual");
    await screen.findByRole("textbox", { name: "Slug" });
    const submit = screen.getByRole("button", { name: "Create Page" });

    await fillRequired(user, "neck-pain-desk");
    // Valid, but the slug is not confirmed yet.
    expect(screen.queryByText(/Fill in every required field/)).toBeNull();
    expect(submit.hasAttribute("disabled")).toBe(true);

    await screen.findByText("Available: /pages/neck-pain-desk");
    expect(submit.hasAttribute("disabled")).toBe(false);
    await user.click(submit);

    await notifications().findByText("Success!");
    notifications().getByText(/neck-pain-desk/);
    expect(notifications().getByRole("link", { name: "View page" }).getAttribute("href")).toBe("/pages/neck-pain-desk");
    const post = api.calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({ slug: "neck-pain-desk", painPoint: "neck pain", aiModelVersion: "manual" });
    await waitFor(() => expect(screen.getByRole("tab", { name: "Manage" }).getAttribute("aria-selected")).toBe("true"));
  });

  it("when the server refuses the page, then 'Creation Failed' shows its error", async () => {
    const taken = "This slug is already taken. Please choose a different one.";
    stubApi({
      "GET /api/admin/landing-pages/check-slug/neck": () => json({ isAvailable: true }),
      "POST /api/admin/landing-pages/manual": () =>
        json({ error: taken, details: [{ field: "slug", path: "slug", message: taken }] }, 409),
    });
    const { user } = renderPageManager("?tab=manual");
    await screen.findByRole("textbox", { name: "Slug" });
    await fillRequired(user, "neck");
    await screen.findByText("Available: /pages/neck");
    await user.click(screen.getByRole("button", { name: "Create Page" }));

    await notifications().findByText("Creation Failed");
    notifications().getByText(taken);
  });

  it("when Preview is pressed without a slug, then it warns 'No Slug'", async () => {
    stubApi();
    const { user } = renderPageManager("?tab=manual");
    await user.click(await screen.findByRole("button", { name: "Preview" }));

    await notifications().findByText("No Slug");
    notifications().getByText("Please enter a slug first to preview the page.");

    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await fill(user, "Slug", "hip-pain");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(open).toHaveBeenCalledWith("/pages/hip-pain", "_blank", "noopener,noreferrer");
    open.mockRestore();
  });
});

describe("Import JSON", () => {
  async function importJson(user: UserEvent, text: string) {
    await user.click(screen.getByRole("button", { name: "Import JSON" }));
    const dialog = screen.getByRole("dialog", { name: "Import JSON" });
    await user.click(within(dialog).getByRole("textbox", { name: "Page JSON" }));
    await user.paste(text);
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    return dialog;
  }

  it("when the JSON parses, then only known fields with a value are filled and their count reported", async () => {
    stubApi();
    const { user } = renderPageManager("?tab=manual");
    await screen.findByRole("textbox", { name: "Slug" });
    await user.type(field("Context"), "kept");

    await importJson(
      user,
      JSON.stringify({
        seoTitle: "Hip pain at work",
        painPoint: "hip pain",
        pageViews: 12,
        context: null,
        unknownField: "ignored",
        heroHeadline: "Move your hips",
      }),
    );

    await notifications().findByText("JSON Imported Successfully");
    notifications().getByText(/\b3 fields\b/);
    expect((field("SEO title") as HTMLInputElement).value).toBe("Hip pain at work");
    expect((field("Pain point") as HTMLInputElement).value).toBe("hip pain");
    expect((field("Hero headline") as HTMLInputElement).value).toBe("Move your hips");
    expect((field("Context") as HTMLInputElement).value).toBe("kept");
    expect(screen.queryByDisplayValue("ignored")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("when the JSON does not parse, then 'Invalid JSON' shows the parser's message and nothing changes", async () => {
    stubApi();
    const { user } = renderPageManager("?tab=manual");
    await screen.findByRole("textbox", { name: "Slug" });

    const dialog = await importJson(user, '{"seoTitle": ');

    await notifications().findByText("Invalid JSON");
    let parseMessage = "";
    try {
      JSON.parse('{"seoTitle": ');
    } catch (error) {
      parseMessage = (error as Error).message;
    }
    notifications().getByText(parseMessage);
    expect(dialog.hasAttribute("open")).toBe(true);
    expect((field("SEO title") as HTMLInputElement).value).toBe("");
  });

  it("when editing, then the page loads, its slug is read-only and an import does not overwrite it", async () => {
    const page = landingPage({ id: 12, slug: "shoulder-pain-fix", seoTitle: "Shoulder pain fix" });
    const api = stubApi({
      "GET /api/admin/landing-pages/12": () => json(page),
      "PUT /api/admin/landing-pages/12": () =>
        json({ success: true, message: "updated", page: { id: 12, slug: "shoulder-pain-fix" } }),
    });
    const { user } = renderPageManager("?edit=12");

    const slug = (await screen.findByRole("textbox", { name: "Slug" })) as HTMLInputElement;
    expect(slug.value).toBe("shoulder-pain-fix");
    expect(slug.readOnly).toBe(true);
    expect(screen.getByRole("tab", { name: "Manual Page" }).getAttribute("aria-selected")).toBe("true");
    screen.getByRole("button", { name: "Cancel" });

    await importJson(user, JSON.stringify({ slug: "other-slug", seoTitle: "Shoulder pain, fixed" }));
    await notifications().findByText(/\b1 field\b/);
    expect(slug.value).toBe("shoulder-pain-fix");

    await user.click(screen.getByRole("button", { name: "Update Page" }));
    await notifications().findByText("Success!");
    const put = api.calls.find((call) => call.method === "PUT");
    expect(put?.body).toMatchObject({ slug: "shoulder-pain-fix", seoTitle: "Shoulder pain, fixed" });
    expect(api.calls.some((call) => call.path.includes("check-slug"))).toBe(false);
    await waitFor(() => expect(window.location.search).toBe(""));
  });

  it("when the page to edit cannot be loaded, then 'Error Loading Page' shows and Manage returns", async () => {
    stubApi({ "GET /api/admin/landing-pages/99": () => json({ error: "Landing page not found" }, 404) });
    renderPageManager("?edit=99");

    await notifications().findByText("Error Loading Page");
    notifications().getByText("Failed to load page data for editing.");
    await waitFor(() => expect(screen.getByRole("tab", { name: "Manage" }).getAttribute("aria-selected")).toBe("true"));
  });
});
