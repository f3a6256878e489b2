import type { Page } from "@playwright/test";
import { expect, gotoReady, test, signedInPage } from "./fixtures";

/** After a form is sent: the server's answer (an action plus the page's loaders) can take a while on a busy machine. */
const ANSWER = { timeout: 30_000 };

/** Hummingbird Hideaway: an approved demo rental of agent@demo.test, 3 nights minimum, sleeps 4, no demo bookings. */
const SLUG = "hummingbird-hideaway";

function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/St_Thomas", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function requestStay(page: Page, path: string, stay: { checkIn: string; checkOut: string; guests: string; name: string; email: string }) {
  await gotoReady(page, path);
  const form = page.locator("form.booking-form");
  await form.getByLabel("Check-in").fill(stay.checkIn);
  await form.getByLabel("Check-out").fill(stay.checkOut);
  await form.getByLabel("Guests").fill(stay.guests);
  await form.getByLabel("Your name").fill(stay.name);
  await form.getByLabel("E-mail address").fill(stay.email);
  await expect(form.locator(".price-breakdown")).toContainText("Hotel occupancy tax (12.5%)");
  // The spam guard refuses forms sent within SPAM_MIN_FILL_MS of loading.
  await page.waitForTimeout(900);
  await form.getByRole("button", { name: "Send booking request" }).click();
}

test("a guest requests dates, the agent sees it, the administrator approves, the dates close, an overlapping approval is refused", async ({ page, browser }, testInfo) => {
  // Three people, many pages: more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  // Each project books its own dates on the shared server.
  const offset = testInfo.project.name === "mobile" ? 200 : 100;
  const path = testInfo.project.name === "mobile" ? `/villa/${SLUG}` : `/rental/${SLUG}`;
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const first = { checkIn: dayFromToday(offset), checkOut: dayFromToday(offset + 4), guests: "2", name: `Ada${tag} Byron`, email: `ada.${tag}@example.com` };
  const second = { checkIn: dayFromToday(offset + 2), checkOut: dayFromToday(offset + 6), guests: "3", name: `Ben${tag} Jones`, email: `ben.${tag}@example.com` };

  // 1. A guest sends a request: the page says it is not yet confirmed. Another guest asks for overlapping dates.
  await requestStay(page, path, first);
  await expect(page.getByRole("status").filter({ hasText: "Request sent — not yet confirmed" })).toBeVisible(ANSWER);
  await expect(page.getByText("is not yet confirmed")).toBeVisible();
  await requestStay(page, path, second);
  await expect(page.getByRole("status").filter({ hasText: "not yet confirmed" })).toBeVisible(ANSWER);

  // 2. The listing's agent sees both requests, pending.
  const agent = await signedInPage(browser, "agent@demo.test");
  await gotoReady(agent, "/agent/agentdashboard/bookings");
  const agentRow = agent.locator("tr", { hasText: first.name });
  await expect(agentRow).toContainText("Hummingbird Hideaway");
  await expect(agentRow).toContainText("Pending");
  await expect(agent.locator("tr", { hasText: second.name })).toBeVisible();

  // 3. The administrator approves the first.
  const admin = await signedInPage(browser, "admin@demo.test");
  await gotoReady(admin, "/admin/admindashboard/bookings?status=pending");
  const row = admin.locator("tr", { hasText: first.name });
  await row.getByLabel("Notes").fill("See you soon!");
  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Approved: the dates are now blocked" })).toBeVisible(ANSWER);

  // 4. The dates show as unavailable, check-out day free (on the calendar turned to their month); asking for them again is refused in the browser.
  await gotoReady(page, `${path}?month=${first.checkIn.slice(0, 7)}`);
  for (let night = 0; night < 4; night++) {
    await expect(page.locator(`td[data-date="${dayFromToday(offset + night)}"]`)).toHaveAttribute("data-state", "unavailable");
  }
  await expect(page.locator(`td[data-date="${first.checkOut}"]`)).toHaveAttribute("data-state", "available");
  const form = page.locator("form.booking-form");
  await form.getByLabel("Check-in").fill(first.checkIn);
  await form.getByLabel("Check-out").fill(first.checkOut);
  await form.getByLabel("Your name").fill("Cy Late");
  await form.getByLabel("E-mail address").fill("cy@example.com");
  await form.getByRole("button", { name: "Send booking request" }).click();
  await expect(form.getByRole("alert")).toContainText("not available");

  // 5. Approving the overlapping request is refused with a message naming the approved stay.
  await gotoReady(admin, "/admin/admindashboard/bookings?status=pending");
  await admin.locator("tr", { hasText: second.name }).getByRole("button", { name: /^Approve/ }).click();
  const alert = admin.getByRole("alert");
  await expect(alert).toContainText("Cannot approve", ANSWER);
  await expect(alert).toContainText(`overlaps the approved stay of Ada${tag}`);
  await gotoReady(admin, "/admin/admindashboard/bookings?status=approved");
  await expect(admin.locator("tr", { hasText: second.name })).toHaveCount(0);
  await expect(admin.locator("tr", { hasText: first.name })).toContainText("Approved");
});

test("bad requests get a clear message and nothing is stored, also without JavaScript", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const send = async (fields: Record<string, string>) => {
    await page.goto(`/rental/${SLUG}`);
    const form = page.locator("form.booking-form");
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await page.waitForTimeout(900);
    // Native constraints are the browser's first line; the server must answer on its own too.
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Send booking request" }).click();
    await page.waitForLoadState("load");
    // The whole form: the message shows above the fields and at the field it is about.
    return page.locator("form.booking-form");
  };
  const person = { "Your name": "Dee Tester", "E-mail address": "dee@example.com" };
  await expect(await send({ ...person, "Check-in": dayFromToday(30), "Check-out": dayFromToday(25), Guests: "2" })).toContainText("Check-out must be after check-in", ANSWER);
  await expect(await send({ ...person, "Check-in": dayFromToday(-3), "Check-out": dayFromToday(2), Guests: "2" })).toContainText("Check-in cannot be in the past", ANSWER);
  await expect(await send({ ...person, "Check-in": dayFromToday(30), "Check-out": dayFromToday(400), Guests: "2" })).toContainText("at most 365 nights", ANSWER);
  await expect(await send({ ...person, "Check-in": dayFromToday(30), "Check-out": dayFromToday(35), Guests: "0" })).toContainText("at least 1", ANSWER);
  await expect(await send({ ...person, "Check-in": dayFromToday(30), "Check-out": dayFromToday(35), Guests: "5" })).toContainText("sleeps at most 4 guests", ANSWER);
  await context.close();
});

test("a booking request for an unknown property is a 404, never a 500, and nothing is stored", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // A real form token from a rental page, so that the spam guard lets the request through.
  await page.goto(`/rental/${SLUG}`);
  const token = await page.locator('form.booking-form input[name="formStart"]').inputValue();
  await page.waitForTimeout(900);
  const response = await context.request.post("/rental/no-such-rental", {
    form: { checkIn: dayFromToday(30), checkOut: dayFromToday(35), guests: "2", name: "Dee Tester", email: "dee@example.com", website: "", formStart: token },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
  await context.close();
});
