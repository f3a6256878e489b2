import { expect, gotoReady, signIn, test } from "./fixtures";
import { demoPath } from "./page-kinds";

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;

// A sign-up and a sign-in (Argon2) on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("a signed-in buyer is served the cached listing page and sees their own account link, saved count and details in it", async ({ page, request }) => {
  const path = await demoPath(request, "/property/", "Frank Bay Two-Bedroom Condo");
  // An anonymous visit stores the page. Anything that changes public content meanwhile (a scheduled job, work an
  // earlier test set going) rightly empties the cache, so the page is stored again until a visit meets it.
  await expect(async () => {
    await request.get(path);
    expect((await request.get(path)).headers()["x-page-cache"]).toBe("hit");
  }).toPass({ timeout: 20_000 });

  // Signed out, the header offers Sign in.
  await gotoReady(page, path);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(header.getByRole("link", { name: "My account" })).toBeHidden();

  // A new buyer account, with a phone number for the forms to start with.
  const email = `cached-${Date.now()}@example.test`;
  await gotoReady(page, "/signup");
  await page.getByLabel("Name").fill("Jordan Avery");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill("a buyer's own long password");
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL("/account");

  // The listing page comes from the cache, marked private, and the page fills in who the visitor is.
  await expect(async () => {
    await request.get(path);
    const response = await page.goto(path);
    expect(response?.headers()["x-page-cache"]).toBe("hit");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
  }).toPass({ timeout: 20_000 });
  await expect(header.getByRole("link", { name: "My account" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign in" })).toBeHidden();
  const enquiry = page.getByRole("form", { name: /^Inquiry about/ });
  await expect(enquiry.getByLabel("Name")).toHaveValue("Jordan Avery");
  await expect(enquiry.getByLabel("E-mail address")).toHaveValue(email);

  // Saving the listing counts it in the header, and the count follows to other cached pages.
  const save = page.getByRole("button", { name: "Save Frank Bay Two-Bedroom Condo" });
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(header.getByRole("link", { name: "Saved homes (1)" })).toBeVisible();
  await gotoReady(page, "/about");
  await expect(header.getByRole("link", { name: "Saved homes (1)" })).toBeVisible();

  // The side menu offers the account and Sign out, not Sign in.
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu.getByRole("link", { name: "My account" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Sign in" })).toBeHidden();

  // Signing out: the same cached page offers Sign in again.
  await menu.getByRole("button", { name: "Sign out" }).click();
  await gotoReady(page, path);
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(header.getByRole("link", { name: "My account" })).toBeHidden();
  await expect(page.getByRole("form", { name: /^Inquiry about/ }).getByLabel("Name")).toHaveValue("");
});

test("staff see their dashboard in the header of a cached page and no saved homes", async ({ page, request }) => {
  await signIn(page, "agent@demo.test");
  // An anonymous visit stores the page. Anything that changes public content meanwhile (a scheduled job, work an
  // earlier test set going) rightly empties the cache, so the page is stored again until the signed-in visit meets it.
  await expect(async () => {
    await request.get("/about");
    const response = await page.goto("/about");
    expect(response?.headers()["x-page-cache"]).toBe("hit");
  }).toPass({ timeout: 20_000 });
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/agent/agentdashboard");
  await expect(header.getByRole("link", { name: /^Saved homes/ })).toBeHidden();
});
