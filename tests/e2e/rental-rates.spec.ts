import { expect, gotoReady, signIn, test } from "./fixtures";

/** After a form is sent: the server's answer can take a while on a busy machine. */
const ANSWER = { timeout: 30_000 };

/** Villa Caribe Azul: an approved demo rental with no demo seasons and no demo bookings ($2,500 a night, 7 nights minimum). */
const RENTAL = "Villa Caribe Azul";
const SLUG = "villa-caribe-azul";

// A refused form (the overlapping season, the short stay without JavaScript) is answered 400, which the browser logs.
test.use({ allowConsoleErrors: [/status of 400/] });

function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/St_Thomas", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test("an administrator adds a season; the rental's page and booking form charge it, and a stay under its minimum is refused in words", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  // Each project adds its own season, on dates of its own, to the shared server.
  const offset = testInfo.project.name === "mobile" ? 340 : 300;
  const first = dayFromToday(offset);
  const last = dayFromToday(offset + 30);
  const name = `Regatta ${testInfo.project.name}`;

  await signIn(page, "admin@demo.test");
  await gotoReady(page, "/admin/admindashboard/rates");
  await page.getByRole("row", { name: new RegExp(RENTAL) }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: `Rates of ${RENTAL}` })).toBeVisible();

  const seasonForm = page.locator("form").filter({ has: page.getByRole("heading", { name: "Add a season" }) });
  await seasonForm.getByLabel("Name").fill(name);
  await seasonForm.getByLabel("First night").fill(first);
  await seasonForm.getByLabel("Last night").fill(last);
  await seasonForm.getByLabel("Nightly rate (US$)").fill("3125.50");
  await seasonForm.getByLabel("Minimum stay (nights)").fill("10");
  await seasonForm.getByRole("button", { name: "Add season" }).click();
  await expect(page.getByRole("status")).toHaveText(`Season “${name}” saved.`, ANSWER);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("$3,125.50");

  // A season overlapping it is refused, naming it.
  const again = page.locator("form").filter({ has: page.getByRole("heading", { name: "Add a season" }) });
  await again.getByLabel("Name").fill("Overlap");
  await again.getByLabel("First night").fill(dayFromToday(offset + 30));
  await again.getByLabel("Last night").fill(dayFromToday(offset + 35));
  await again.getByLabel("Nightly rate (US$)").fill("100");
  await again.getByRole("button", { name: "Add season" }).click();
  await expect(page.getByRole("alert").first()).toContainText(`These dates overlap the season “${name}”`, ANSWER);

  // The preview prices and checks chosen dates by the same rules.
  const preview = page.getByRole("region", { name: "Preview a quote" });
  await preview.getByLabel("Check-in").fill(dayFromToday(offset + 1));
  await preview.getByLabel("Check-out").fill(dayFromToday(offset + 4));
  await preview.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("alert")).toContainText(`A guest would be refused: ${name}: stays starting between`, ANSWER);
  await expect(page.getByRole("alert")).toContainText("are at least 10 nights.");
  const previewAgain = page.getByRole("region", { name: "Preview a quote" });
  await previewAgain.getByLabel("Check-out").fill(dayFromToday(offset + 11));
  await previewAgain.getByRole("button", { name: "Preview" }).click();
  await expect(page.locator(".rates-preview")).toContainText(`${name}: 10 nights × $3,125.50`, ANSWER);

  // The rental's page shows the season in its rates, and the booking form's price uses it.
  const guest = await (await browser.newContext()).newPage();
  await gotoReady(guest, `/rental/${SLUG}`);
  const table = guest.getByRole("table", { name: "Rates by season" });
  await expect(table.getByRole("row", { name: new RegExp(name) })).toContainText("$3,125.50");
  await expect(table.getByRole("row", { name: /Other dates/ })).toContainText("$2,500");
  const form = guest.locator("form.booking-form");
  await form.getByLabel("Check-in").fill(dayFromToday(offset + 1));
  await form.getByLabel("Check-out").fill(dayFromToday(offset + 11));
  await expect(form.locator(".price-breakdown")).toContainText(`${name}: 10 nights × $3,125.50`);
  await expect(form.locator(".price-breakdown")).toContainText("$31,255");

  // Four nights break the season's minimum: the form's preview says the rule in words at once.
  await form.getByLabel("Check-out").fill(dayFromToday(offset + 5));
  await expect(form.locator(".price-breakdown__problem")).toHaveText(new RegExp(`^${name}: stays starting between .* are at least 10 nights\\.$`));
  await form.getByLabel("Check-out").fill(dayFromToday(offset + 11));
  await expect(form.locator(".price-breakdown__problem")).toHaveCount(0);

  // Without JavaScript the server refuses it with the same words.
  const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await plain.goto(`/rental/${SLUG}`);
  const plainForm = plain.locator("form.booking-form");
  await plainForm.getByLabel("Check-in").fill(dayFromToday(offset + 1));
  await plainForm.getByLabel("Check-out").fill(dayFromToday(offset + 5));
  await plainForm.getByLabel("Guests").fill("2");
  await plainForm.getByLabel("Your name").fill("Rhea Rules");
  await plainForm.getByLabel("E-mail address").fill("rhea.rules@example.com");
  await plain.waitForTimeout(1_500);
  await plainForm.getByRole("button", { name: "Send booking request" }).click();
  await expect(plain.locator("form.booking-form .form__alert")).toContainText(`${name}: stays starting between`, ANSWER);
  await expect(plain.locator("form.booking-form .form__alert")).toContainText("are at least 10 nights.");
});
