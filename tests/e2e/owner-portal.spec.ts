import { readFile } from "node:fs/promises";
import { expect, gotoReady, signedInPage, signIn, test } from "./fixtures";

// Sign-ins (Argon2) and several forms on a busy machine.
test.describe.configure({ timeout: 90_000 });
// A refused form answers 400, which the browser reports on its console.
test.use({ allowConsoleErrors: [/status of 400/] });

/** A day `days` from today, as the date field takes it (the test's clock is close enough to the island's). */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return day.toISOString().slice(0, 10);
}

test.describe("a villa owner's portal", () => {
  test("lands on their villas with the balance, and sees only their own villas @mobile", async ({ page }) => {
    await signIn(page, "owner@demo.test");
    await expect(page).toHaveURL(/\/owner$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Caroline" })).toBeVisible();
    await expect(page.getByText("Your balance with the office")).toBeVisible();
    await gotoReady(page, "/owner/calendar");
    const villas = page.getByRole("heading", { level: 2 });
    await expect(villas.filter({ hasText: "Villa Marisol" })).toBeVisible();
    // The other demo owner's villa is not on this owner's calendar.
    await expect(page.getByLabel("Villa").locator("option")).toHaveCount(3);
  });

  test("blocks dates for their own stay, is refused the same dates twice with the dates in the way, and gives them back", async ({ page }) => {
    await signIn(page, "owner@demo.test");
    const checkIn = dayFromToday(600);
    const checkOut = dayFromToday(604);
    await gotoReady(page, `/owner/calendar?month=${checkIn.slice(0, 7)}`);
    const form = page.locator("#owner-stay");
    await form.getByLabel("Villa").selectOption({ label: "Villa Marisol" });
    await form.getByLabel("Arrive").fill(checkIn);
    await form.getByLabel("Leave").fill(checkOut);
    await form.getByRole("button", { name: "Block these dates" }).click();
    await expect(page.getByRole("status")).toContainText("is on the calendar; guests can no longer book those nights");

    await gotoReady(page, `/owner/calendar?month=${checkIn.slice(0, 7)}`);
    await form.getByLabel("Villa").selectOption({ label: "Villa Marisol" });
    await form.getByLabel("Arrive").fill(dayFromToday(602));
    await form.getByLabel("Leave").fill(dayFromToday(606));
    await form.getByRole("button", { name: "Block these dates" }).click();
    await expect(page.getByRole("alert")).toContainText("Those dates overlap your own stay from");

    await gotoReady(page, `/owner/calendar?month=${checkIn.slice(0, 7)}`);
    const own = page.getByRole("region", { name: "Your stays in these months" });
    await expect(own.getByRole("listitem")).toHaveCount(1);
    await own.getByRole("button", { name: "Give back these dates" }).click();
    await expect(page.getByRole("status")).toHaveText("Your stay is removed; the dates are open to guests again.");
  });

  test("reads a closed statement line by line, and never another owner's or the office's pages", async ({ page }) => {
    await signIn(page, "owner@demo.test");
    await gotoReady(page, "/owner/statements");
    const months = page.getByRole("table", { name: "Monthly statements" });
    const closed = months.getByRole("row").filter({ hasText: "Closed" }).first();
    await closed.getByRole("link").first().click();
    const statement = page.getByRole("article");
    await expect(statement.getByText("Closed", { exact: true })).toBeVisible();
    await expect(statement.getByRole("heading", { name: /^Statement for / })).toBeVisible();
    await expect(statement.getByText("Closing balance")).toBeVisible();
    await expect(statement.getByText("never your income")).toBeVisible();

    // The same lines as a spreadsheet, to check against the owner's own books.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), "utf8");
    expect(csv.split("\r\n")[0]).toBe("Section,Date,Description,Rent,Fees,Hotel tax collected,Commission,Brokerage fees,Owner amount");
    expect(csv).toContain("Closing balance,");

    // The office's address of a statement is the office's alone.
    await page.goto(`/admin/admindashboard/owners/${crypto.randomUUID()}/statements/2026-09`);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("opens an expense's receipt from a closed statement as an image, which another owner cannot", async ({ page, browser }) => {
    await signIn(page, "owner@demo.test");
    await gotoReady(page, "/owner/statements");
    const closed = page.getByRole("table", { name: "Monthly statements" }).getByRole("row").filter({ hasText: "Closed" });
    const months = (await closed.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))).filter((href) => /^\/owner\/statements\/\d{4}-\d{2}$/.test(href));
    // The demo's one-off repairs carry receipts; the newest closed month with one.
    let href: string | null = null;
    for (const month of months) {
      await gotoReady(page, month);
      const receipts = page.getByRole("link", { name: /^Receipt: / });
      if ((await receipts.count()) === 0) continue;
      await expect(receipts.first()).toHaveAccessibleName(/^Receipt: [^,]+, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
      href = await receipts.first().getAttribute("href");
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === href);
      await receipts.first().click();
      const response = await answer;
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["cache-control"]).toMatch(/^private\b/);
      break;
    }
    expect(href, "a closed statement with a receipt").toMatch(/^\/owner\/receipts\/[0-9a-f-]{36}$/);
    const image = page.locator("img");
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

    // Another owner asking for it is told what a receipt that is not there is told.
    const other = await signedInPage(browser, "owner2@demo.test");
    expect((await other.request.get(href!)).status()).toBe(404);
  });
});
