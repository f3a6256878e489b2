import type { Page } from "@playwright/test";
import { expect, gotoReady, signIn, test } from "./fixtures";

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;
const ANSWER = { timeout: 30_000 };
const PASSWORD = "mango trees by the salt pond";

/**
 * Limits are counted per client address and per typed address; each test
 * posts as its own client address (the server trusts one proxy's
 * X-Forwarded-For) and types its own e-mail addresses, so that neither
 * re-runs nor other tests on the same server use up its places.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.19.${octet()}.${octet()}` });
});

// Chromium logs a form post's 400 and 429 answers as console errors.
test.use({ allowConsoleErrors: [/status of (400|429)/] });

async function fillRegistration(page: Page, who: { name: string; email: string; password: string }) {
  await page.getByLabel("Your name").fill(who.name);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
}

test("a registration corrected and sent again at once is either created or asked to be sent again, never a false success", async ({ page }) => {
  const who = { name: "Quinn Harper", email: `quinn.${unique()}@example.com`, password: "password1234" };
  await gotoReady(page, "/register");
  await fillRegistration(page, who);
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/That password is too common/, ANSWER);

  // Corrected and sent straight away, sooner than the spam timer after the error page was served.
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  const received = page.getByRole("status").filter({ hasText: "Registration received" });
  const sendAgain = page.getByRole("alert").filter({ hasText: "Please press Send again" });
  await expect(received.or(sendAgain)).toBeVisible(ANSWER);
  if (await sendAgain.isVisible()) {
    await expect(page.getByLabel("Your name")).toHaveValue(who.name);
    await expect(page.getByLabel("E-mail address")).toHaveValue(who.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(received).toBeVisible(ANSWER);
  }
  // "Registration received" means the account exists: it signs in (pending agents may).
  await signIn(page, who.email, PASSWORD);
  await expect(page).toHaveURL(/\/agent\/agentdashboard/);
});

test("a registration sent faster than the spam timer comes back with its values and 'Please press Send again', then goes through", async ({ page }) => {
  const who = { name: "Rowan Salt", email: `rowan.${unique()}@example.com`, password: PASSWORD };
  await gotoReady(page, "/register");
  // Filled and sent in one go with a token the server issued a moment ago, well within the spam timer.
  await page.evaluate(async (fields) => {
    const fresh = await (await fetch("/register")).text();
    const token = /name="formStart" value="([^"]+)"/.exec(fresh)?.[1] ?? "";
    const form = document.querySelector<HTMLFormElement>("form.form")!;
    for (const [name, value] of Object.entries({ ...fields, formStart: token })) form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
    form.submit();
  }, who);
  await expect(page.getByRole("alert")).toContainText("Please press Send again", ANSWER);
  await expect(page.getByRole("status").filter({ hasText: "Registration received" })).toHaveCount(0);
  await expect(page.getByLabel("Your name")).toHaveValue(who.name);
  await expect(page.getByLabel("E-mail address")).toHaveValue(who.email);
  // The password is never sent back.
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Password").fill(PASSWORD);
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Registration received" })).toBeVisible(ANSWER);
  await signIn(page, who.email, PASSWORD);
  await expect(page).toHaveURL(/\/agent\/agentdashboard/);
});

test("a fourth reset link for one address within the hour is refused with a clear message", async ({ page }) => {
  const email = `nobody.${unique()}@example.com`;
  for (let sent = 0; sent < 3; sent += 1) {
    await gotoReady(page, "/forgot-password");
    await page.getByLabel("E-mail address").fill(email);
    await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "If an account exists for that e-mail, we have sent a link" })).toBeVisible(ANSWER);
  }
  await gotoReady(page, "/forgot-password");
  await page.getByLabel("E-mail address").fill(email);
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("alert")).toContainText("Too many reset links", ANSWER);
  await expect(page.getByRole("alert")).toContainText("no e-mail was sent");
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
});

function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/St_Thomas", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test("a booking request over the hourly limit for one address is still received, and the page says no copy was e-mailed", async ({ page }, testInfo) => {
  // Four requests, each after the form's minimum fill time.
  test.setTimeout(120_000);
  const offset = testInfo.project.name === "mobile" ? 260 : 240;
  const email = `guest.${unique()}@example.com`;
  for (let sent = 0; sent < 4; sent += 1) {
    await gotoReady(page, "/rental/hummingbird-hideaway");
    const form = page.locator("form.booking-form");
    await form.getByLabel("Check-in").fill(dayFromToday(offset + sent * 5));
    await form.getByLabel("Check-out").fill(dayFromToday(offset + sent * 5 + 3));
    await form.getByLabel("Guests").fill("2");
    await form.getByLabel("Your name").fill("Sam Reef");
    await form.getByLabel("E-mail address").fill(email);
    await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
    await form.getByRole("button", { name: "Send booking request" }).click();
    const done = page.getByRole("status").filter({ hasText: "Request sent — not yet confirmed" });
    await expect(done).toBeVisible(ANSWER);
    if (sent < 3) await expect(done).toContainText("A copy of your request is on its way to your inbox.");
    else await expect(done).toContainText("We sent no copy by e-mail this time");
  }
});

test.describe("limits per client address, as the server sees it behind its proxy", () => {
  const client = () => ({ "X-Forwarded-For": `198.20.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}` });

  /** Form tokens issued now, for posting by hand once the spam timer has run. */
  async function tokens(page: Page, path: string, count: number, headers: Record<string, string>): Promise<string[]> {
    const issued = [];
    for (let i = 0; i < count; i += 1) {
      const html = await (await page.request.get(path, { headers })).text();
      issued.push(/name="formStart" value="([^"]+)"/.exec(html)?.[1] ?? "");
    }
    await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
    return issued;
  }

  test("a sixth booking request from one address in an hour is stored, but no copy goes to the typed address", async ({ page }) => {
    const headers = client();
    const path = "/rental/hummingbird-hideaway";
    const replies = [];
    for (const [i, formStart] of (await tokens(page, path, 6, headers)).entries()) {
      const form = {
        checkIn: dayFromToday(300 + i * 5), checkOut: dayFromToday(303 + i * 5), guests: "2", name: "Sam Reef",
        email: `guest${i}.${unique()}@example.com`, message: "", phone: "", website: "", formStart,
      };
      replies.push(await (await page.request.post(path, { form, headers })).text());
    }
    for (const html of replies) expect(html).toContain("Request sent — not yet confirmed");
    expect(replies.slice(0, 5).every((html) => html.includes("A copy of your request is on its way"))).toBe(true);
    expect(replies[5]).toContain("We sent no copy by e-mail this time");
  });

  test("a sixth registration from one address in an hour is refused with a clear message", async ({ page }) => {
    const headers = client();
    const statuses = [];
    let last = "";
    for (const [i, formStart] of (await tokens(page, "/register", 6, headers)).entries()) {
      const form = { name: "Casey Marsh", email: `casey${i}.${unique()}@example.com`, phone: "", password: PASSWORD, website: "", formStart };
      const response = await page.request.post("/register", { form, headers });
      statuses.push(response.status());
      last = await response.text();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last).toContain("Too many registrations came from your connection or for this e-mail address within the hour");
  });

  test("a client holds at most five live testimonial streams; the sixth is told to come back later", async ({ page }) => {
    await page.setExtraHTTPHeaders(client());
    await gotoReady(page, "/about");
    const statuses = await page.evaluate(async () => {
      const controllers = Array.from({ length: 6 }, () => new AbortController());
      const answers = [];
      for (const controller of controllers) {
        const response = await fetch("/testimonial/events", { signal: controller.signal });
        answers.push({ status: response.status, retryAfter: response.headers.get("Retry-After") });
      }
      for (const controller of controllers) controller.abort();
      return answers;
    });
    expect(statuses.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(statuses[5]!.retryAfter).toBe("60");
  });
});
