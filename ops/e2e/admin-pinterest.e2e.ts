import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { expectToast, logIn } from "./admin-helpers";
import { FAKE_PINTEREST_URL } from "./playwright.config";

// The Pinterest integration against the fake Pinterest (ops/fake-pinterest) started beside the server.

const SCOPES = ["boards:read", "pins:read", "pins:write", "user_accounts:read"];
const INVALID_STATE = "This Pinterest authorization is invalid or has expired. Start the connection again.";

const statusCard = (page: Page) => page.getByRole("region", { name: "Connection Status" });

async function disconnect(page: Page): Promise<void> {
  page.once("dialog", (dialog) => {
    expect(dialog.type()).toBe("confirm");
    expect(dialog.message()).toContain("@movebreak_fake");
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Disconnect" }).click();
  await expectToast(page, "Pinterest Disconnected", "@movebreak_fake is no longer connected.");
  await expect(statusCard(page).getByText("Not Connected")).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await request.post(`${FAKE_PINTEREST_URL}/__fake/reset`);
});

test("an operator connects Pinterest through OAuth, sees the account and its pins, tests the connection and disconnects", async ({
  page,
}) => {
  await logIn(page);

  // A forged return to the home page is refused, and the address is cleaned.
  await page.goto("/admin?code=forged-code&state=forged-state");
  await expectToast(page, "Pinterest Connection Failed", INVALID_STATE);
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("link", { name: /^Pinterest/ }).click();
  await expect(statusCard(page).getByText("Not Connected")).toBeVisible();
  await page.getByRole("button", { name: "Connect with Pinterest OAuth" }).click();

  // Pinterest's consent page (the fake's), asking for the four scopes only.
  await expect(page).toHaveURL(new RegExp(`^${FAKE_PINTEREST_URL}/oauth/\\?`));
  const asked = page.getByRole("listitem");
  await expect(asked).toHaveText(SCOPES);
  await page.getByRole("button", { name: "Allow" }).click();

  // Back on the admin home: connected, then on to the Pinterest page after 1.5 s, with a clean address.
  await expectToast(page, "Pinterest Connected!", "Pinterest account @movebreak_fake connected");
  await expect(page).toHaveURL(/\/admin\/pinterest$/);

  const status = statusCard(page);
  await expect(status.getByText("Connected", { exact: true })).toBeVisible();
  await expect(status.getByText("@movebreak_fake")).toBeVisible();
  await expect(status.getByText("Pinterest OAuth")).toBeVisible();
  await expect(status.getByRole("list", { name: "Granted scopes" }).getByRole("listitem")).toHaveText(SCOPES);
  await expect(status.getByText("Token expired")).toHaveCount(0);

  const pins = page.getByRole("list", { name: "Recent pins" });
  await expect(pins.getByRole("listitem")).toHaveCount(6);
  await expect(pins.getByRole("heading", { name: "Untitled Pin" })).toBeVisible();
  await expect(pins.getByRole("heading", { name: "Movement break #1" })).toBeVisible();

  await page.getByRole("button", { name: "Test Connection" }).click();
  await expectToast(page, "Connection Working", "Pinterest answered for @movebreak_fake.");

  // Pinterest starts refusing the token: after one refresh the test reports the issue.
  await page.request.post(`${FAKE_PINTEREST_URL}/__fake/force-401?on=true`);
  await page.getByRole("button", { name: "Test Connection" }).click();
  await expectToast(page, "Connection Issue", /^Pinterest refused the access token: connect the account again/);
  await page.request.post(`${FAKE_PINTEREST_URL}/__fake/force-401?on=false`);

  // The board new pages are pinned to.
  await page.getByLabel("Board for new pages").selectOption({ label: "Back Pain Relief" });
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Board Saved", "New pages will be pinned to Back Pain Relief");
  await expect(page.getByText("New pages are pinned to Back Pain Relief.")).toBeVisible();

  await disconnect(page);
  await expect(page.getByRole("list", { name: "Recent pins" })).toHaveCount(0);
});

test("an operator connects with an access token entered by hand; an empty one is refused with the spec's message", async ({
  page,
}) => {
  await logIn(page);
  await page.goto("/admin/pinterest");
  const form = page.getByRole("form", { name: "Connect with an access token" });
  const accessToken = form.getByLabel("Access Token");

  await form.getByRole("button", { name: "Connect with Token" }).click();
  await expect(form.getByText("Please enter your Pinterest access token")).toBeVisible();
  await expect(accessToken).toBeFocused();
  await accessToken.fill("   ");
  await form.getByRole("button", { name: "Connect with Token" }).click();
  await expect(form.getByText("Please enter your Pinterest access token")).toBeVisible();

  await accessToken.fill("pina_not_a_real_token");
  await form.getByRole("button", { name: "Connect with Token" }).click();
  await expectToast(page, "Connection Failed", /^Pinterest rejected this access token/);

  await accessToken.fill("pina_fake_manual_token");
  await form.getByRole("button", { name: "Show tokens" }).click();
  await expect(accessToken).toHaveAttribute("type", "text");
  await form.getByRole("button", { name: "Connect with Token" }).click();
  await expectToast(page, "Pinterest Connected!", "Pinterest account @movebreak_fake connected");

  const status = statusCard(page);
  await expect(status.getByText("@movebreak_fake")).toBeVisible();
  await expect(status.getByText("Access token", { exact: true })).toBeVisible();
  await expect(status.getByText("Not reported for a token entered by hand")).toBeVisible();
  await expect(page.getByRole("list", { name: "Recent pins" }).getByRole("listitem")).toHaveCount(6);

  await disconnect(page);
});

/** Saves the page as it looks (into ADMIN_SHOTS_DIR when set), and checks it never scrolls sideways. */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.evaluate("document.fonts.ready.then(() => true)");
  await page.evaluate("Promise.all([...document.images].map((img) => img.decode().catch(() => null)))");
  const overflow = Number(
    await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"),
  );
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  const width = page.viewportSize()?.width ?? 1280;
  const dir = process.env.ADMIN_SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  const path = dir ? join(dir, `${name}-${width}.png`) : testInfo.outputPath(`${name}-${width}.png`);
  const height = Number(await page.evaluate("document.documentElement.scrollHeight"));
  await page.setViewportSize({ width, height: Math.max(height, 900) });
  await page.screenshot({ path });
  await page.setViewportSize({ width, height: 900 });
}

for (const width of [1280, 390] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`the Pinterest page fits ${width} px, disconnected and connected`, async ({ page }, testInfo) => {
      await logIn(page);
      await page.goto("/admin/pinterest");
      await expect(statusCard(page).getByText("Not Connected")).toBeVisible();
      await shoot(page, testInfo, "pinterest-disconnected");

      await page.getByRole("button", { name: "Connect with Pinterest OAuth" }).click();
      await page.getByRole("button", { name: "Allow" }).click();
      await expect(page).toHaveURL(/\/admin\/pinterest$/);
      await page.getByRole("button", { name: "Dismiss notification" }).click();
      await expect(page.getByRole("list", { name: "Recent pins" }).getByRole("listitem")).toHaveCount(6);
      await expect(page.getByLabel("Board for new pages")).toBeVisible();
      await shoot(page, testInfo, "pinterest-connected");

      // Cookie-authenticated, so it carries the site's Origin as the browser would (CSRF check).
      const origin = new URL(page.url()).origin;
      expect((await page.request.post("/api/pinterest/disconnect", { headers: { origin } })).ok()).toBe(true);
    });
  });
}
