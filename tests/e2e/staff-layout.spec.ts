import { expect, gotoReady, signIn, test } from "./fixtures";

/**
 * The staff layout around every staff page: a compact bar with the person
 * and Sign out, a sidebar of the role's sections, and none of the public
 * site's hero banner, footer or message button.
 */

const STAFF_PAGES = {
  "admin@demo.test": ["/admin/admindashboard", "/admin/admindashboard/leads", "/admin/admindashboard/mail", "/agent/rentals"],
  "agent@demo.test": ["/agent/agentdashboard", "/agent/agentdashboard/leads", "/agent/agentdashboard/new/sale", "/agent/rentals"],
  "owner@demo.test": ["/owner", "/owner/calendar", "/owner/statements"],
} as const;
const ROLE_LABELS: Record<string, string> = { "admin@demo.test": "Administrator", "agent@demo.test": "Agent", "owner@demo.test": "Villa owner" };

for (const [email, paths] of Object.entries(STAFF_PAGES)) {
  test(`${email} works in the staff layout on every staff page, without the public site's hero, footer or message button`, async ({ page }) => {
    await signIn(page, email);
    for (const path of paths) {
      await gotoReady(page, path);
      await expect(page.getByRole("banner")).toContainText(ROLE_LABELS[email]!);
      await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toBeVisible();
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator(".site-footer, .page-hero, .chat-button, .site-header")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      // Exactly one section is the open page or holds it.
      await expect(page.getByRole("navigation", { name: "Dashboard sections" }).locator("a[aria-current]")).toHaveCount(1);
    }
  });
}

test("an agent's sidebar lists the agent's own sections only", async ({ page }) => {
  await signIn(page, "agent@demo.test");
  await gotoReady(page, "/agent/agentdashboard/leads");
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  expect(await nav.getByRole("list").getByRole("link").allTextContents()).toEqual(["My listings", "My rentals", "Leads", "Pipeline", "Booking requests"]);
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
});

test("on a laptop the administrator's sidebar runs the page's full height, its sections in view as a long page scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "admin@demo.test");
  await gotoReady(page, "/admin/admindashboard/bookings");
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  const navBox = (await nav.boundingBox())!;
  const mainBox = (await page.getByRole("main").boundingBox())!;
  expect(mainBox.height).toBeGreaterThan(800);
  // The sidebar's column ends where the page does, not where its links do.
  expect(Math.abs(navBox.y + navBox.height - (mainBox.y + mainBox.height))).toBeLessThanOrEqual(1);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(nav.getByRole("link", { name: "Audit log" })).toBeInViewport();
  await nav.getByRole("link", { name: "Audit log" }).click();
  await expect(page).toHaveURL("/admin/admindashboard/audit");
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveAttribute("aria-current", "page");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the administrator's sidebar folds into a menu that the keyboard opens, walks, closes and follows", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    await gotoReady(page, "/admin/admindashboard");
    const nav = page.getByRole("navigation", { name: "Dashboard sections" });
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");

    // The skip link comes first; the Menu button ends the bar, after the home link and Sign out.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toBeFocused();
    const box = await menu.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);

    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Review queue" })).toBeFocused();
    await expect(nav.getByRole("link", { name: "Review queue" })).toHaveAttribute("aria-current", "page");

    // Escape folds it again and hands focus back to the button.
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute("aria-expanded", "false");

    // Open again and walk to Leads with Tab alone.
    await page.keyboard.press("Space");
    await expect(nav).toBeVisible();
    const leads = nav.getByRole("link", { name: "Leads" });
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press("Tab");
      if (await leads.evaluate((link) => link === document.activeElement)) break;
    }
    await expect(leads).toBeFocused();
    const leadsBox = await leads.boundingBox();
    expect(leadsBox!.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/admindashboard\/leads$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  });

  test("the skip link takes the keyboard past the bar and the menu to the page", async ({ page }) => {
    await signIn(page, "agent@demo.test");
    await gotoReady(page, "/agent/agentdashboard");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});
