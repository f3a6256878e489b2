import type { Page } from "@playwright/test";
import { expect, gotoReady, signIn, test } from "./fixtures";

test("the header is transparent at the top and solid after scrolling past 50 px", async ({ page }) => {
  await gotoReady(page, PAGE);
  const header = page.locator(".site-header");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
});

/**
 * The shell is the same on every page; these tests use a page whose content
 * is simple and settled, so that they fail only for the shell's sake.
 */
const PAGE = "/testimonial";

/** Presses Tab until `target` has focus; fails if it never gets there. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, maxPresses = 20) {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe("desktop menu", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Property Search dropdown opens by keyboard and closes on Escape", async ({ page }) => {
    await gotoReady(page, PAGE);
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Property Search" });
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await tabTo(page, button);
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();

    await expect(panel.getByRole("link", { name: "Residential" })).toHaveAttribute("href", "/properties");
    await expect(panel.getByRole("link", { name: "Land" })).toHaveAttribute("href", "/landproperties");
    await expect(panel.getByText("Commercial", { exact: true })).toBeVisible();
    const forSales = panel.getByRole("link", { name: /For Sale\b/ });
    await expect(forSales).toBeDisabled();
    await expect(forSales).not.toHaveAttribute("href");
    const recentSales = panel.getByRole("link", { name: /Recent Sales/ });
    await expect(recentSales).toHaveAttribute("target", "_blank");
    await expect(recentSales).toHaveAttribute("rel", /noopener/);
    await expect(recentSales).toHaveAttribute("href", /^https:\/\//);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // ArrowDown opens it too and moves focus to the first link.
    await page.keyboard.press("ArrowDown");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Residential" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(recentSales).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a mouse click opens the dropdown it hovers, and a click elsewhere closes it", async ({ page }) => {
    await gotoReady(page, PAGE);
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Property Search" });
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    // The pointer passes over the button before it clicks (as on a tablet tap).
    await button.click();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.locator("main h1").click();
    await expect(panel).toBeHidden();
  });

  test("the focused menu button shows a visible focus ring", async ({ page }) => {
    await gotoReady(page, PAGE);
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Property Search" });
    await tabTo(page, button);
    await expect(button).not.toHaveCSS("box-shadow", "none");
  });

  test("the Rentals dropdown is headed Premium Villas and lists the approved rentals", async ({ page }) => {
    await gotoReady(page, PAGE);
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Rentals" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Premium Villas")).toBeVisible();
    await expect(panel.getByText("Loading rental properties...")).toHaveCount(0);
    const villas = panel.getByRole("link");
    expect(await villas.count()).toBeGreaterThanOrEqual(8);
    for (const href of await villas.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/rental\/[\w-]+$/);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the menu links to About Us, About St. John and Testimonials, and the phone number is a tel: link", async ({
    page,
  }) => {
    await gotoReady(page, PAGE);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/aboutus");
    await expect(nav.getByRole("link", { name: "About St. John" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "Testimonials" })).toHaveAttribute("href", "/testimonial");
    const phone = nav.getByRole("link", { name: /\(340\) \d{3}-\d{4}/ });
    await expect(phone).toHaveAttribute("href", /^tel:\+1340\d{7}$/);
  });
});

test.describe("side menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, locks scrolling, keeps focus inside and closes on Escape", async ({ page }) => {
    await gotoReady(page, PAGE);
    const opener = page.getByRole("button", { name: "Open menu" });
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");

    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);

    const links = dialog.getByRole("link");
    const expected: Array<[string | RegExp, string | RegExp]> = [
      ["Home", "/"],
      ["About Us", "/aboutus"],
      ["Our Team", "/team"],
      ["About St. John", "/about"],
      ["Rentals", /^\/mls/],
      ["Testimonials", "/testimonial"],
      ["Property Search", /^\/mls/],
      ["Sales History", "/saleshistory"],
      ["What's My Home Worth?", "/home-value"],
      ["Market Reports", "/market"],
      ["Island videos", "/attraction/video"],
      ["Blog", "/blogs"],
      ["Incentives", "/incentives"],
    ];
    for (const [name, href] of expected) {
      await expect(dialog.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(dialog.getByText("Attractions", { exact: true })).toBeVisible();
    const external = dialog.locator('a[target="_blank"]');
    await expect(external).toHaveCount(2);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("rel", /noopener/);
    }

    // Tab and Shift+Tab cycle within the dialog.
    const count = (await links.count()) + 1; // the links and the close button
    for (let i = 0; i < count + 2; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside()).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await expect(opener).toBeFocused();
  });

  test("closes when a link is followed", async ({ page }) => {
    await gotoReady(page, PAGE);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await dialog.getByRole("link", { name: "Sales History", exact: true }).click();
    await expect(page).toHaveURL(/\/saleshistory$/);
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("closes when its link to the current page is followed", async ({ page }) => {
    await gotoReady(page, PAGE);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await dialog.getByRole("link", { name: "Testimonials", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/testimonial$/);
  });

  test("closes on the close button and the backdrop", async ({ page }) => {
    await gotoReady(page, PAGE);
    const opener = page.getByRole("button", { name: "Open menu" });
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await opener.click();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 400); // the backdrop, left of the panel
    await expect(dialog).toBeHidden();
  });
});

test.describe("scroll to top", () => {
  // A phone-sized window makes every page long enough to scroll far.
  test.use({ viewport: { width: 390, height: 844 } });

  test("following a link scrolls the new page to the top", async ({ page }) => {
    await gotoReady(page, PAGE);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await page.locator(".site-footer").getByRole("link", { name: "Sales History" }).click();
    await expect(page).toHaveURL(/\/saleshistory$/);
    // The new page is long enough to stay scrolled if nothing scrolled it up.
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable).toBeGreaterThan(400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the footer holds the links, social profiles, phone numbers, disclaimer and copyright", async ({ page }) => {
  await gotoReady(page, PAGE);
  const footer = page.locator(".site-footer");

  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  const quickLinks: Array<[string, string]> = [
    ["Home", "/"],
    ["About St. John", "/about"],
    ["Privacy Policy", "/privacy"],
    ["Contact", "/contact"],
    ["Terms of Use", "/termuse"],
  ];
  for (const [name, href] of quickLinks) {
    await expect(quick.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const services = footer.getByRole("navigation", { name: "Our Services" });
  for (const name of ["Villa Rentals", "Sales History", "For Sale"]) {
    await expect(services.getByRole("link", { name, exact: true })).toBeVisible();
  }

  for (const network of ["Facebook", "Instagram", "WhatsApp", "YouTube"]) {
    const link = footer.getByRole("link", { name: new RegExp(`\\bon ${network}\\b`) });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("rel", /noopener/);
  }

  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer).toContainText(/believed accurate but is not guaranteed/);
  await expect(footer).toContainText(/member of the .*Board of Realtors.*Multiple Listing Service \(MLS\)/);
  // The year on St. John today, not a year written into the page.
  const islandYear = new Intl.DateTimeFormat("en-US", { timeZone: "America/St_Thomas", year: "numeric" }).format(new Date());
  await expect(footer.getByText(`© ${islandYear}`)).toBeVisible();
});

test("the chat button steps aside from the controls under it: the home page's Search searches at laptop sizes", async ({ page }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/mls/);
  }
});

test("the team is in reach: the menu, the footer and About Us lead to it and to each agent", async ({ page }) => {
  await gotoReady(page, "/aboutus");
  await expect(page.locator("footer").getByRole("link", { name: "Our Team" })).toHaveAttribute("href", "/team");
  const team = page.getByRole("region", { name: "Our team" });
  await expect(team.getByRole("link", { name: "meet the whole team" })).toHaveAttribute("href", "/team");
  await team.getByRole("link", { name: "Dana Sprauve" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dana Sprauve" })).toBeVisible();
});

test("without a chat provider the floating button says what it does, Message us, and leads to the contact form", async ({ page }) => {
  await gotoReady(page, PAGE);
  // At the page's foot, below the footer's last line, it covers nothing and shows (over text it steps aside).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const message = page.getByRole("link", { name: "Message us" });
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Chat with us" })).toHaveCount(0);
  await message.click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("staff at work in the dashboards get no floating message button", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await gotoReady(page, "/admin/admindashboard");
  await expect(page.locator(".chat-button")).toHaveCount(0);
  await gotoReady(page, "/");
  await expect(page.locator(".chat-button")).toHaveCount(1);
});

/** Where each of the header row's controls sits, for one width: the row's box and every visible control's box, left to right. */
async function headerRowLayout(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, right, width } = element.getBoundingClientRect();
      return { name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30), left, right, width };
    };
    const row = document.querySelector(".site-header__inner")!;
    const controls = [...row.querySelectorAll(".brand, .desktop-nav > *, .header-account__link, .menu-button")].filter((element) => element.getBoundingClientRect().width > 0);
    return { row: box(row), controls: controls.map(box).sort((a, b) => a.left - b.left), logo: box(row.querySelector(".brand__mark")!) };
  });
}

test("the header's row holds every control at full size, from the smallest phone to a wide screen, signed out and signed in", async ({ page }) => {
  test.slow(); // Eleven widths, twice.
  const widths = [320, 360, 390, 600, 1180, 1260, 1280, 1366, 1440, 1536, 1920];
  for (const visitor of ["signed out", "a buyer"]) {
    if (visitor === "a buyer") await signIn(page, "buyer@demo.test");
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, PAGE);
      const { row, controls, logo } = await headerRowLayout(page);
      const at = `${visitor} at ${width}px`;
      expect.soft(logo.width, `${at}: the logo is squeezed`).toBe(32);
      for (const [index, control] of controls.entries()) {
        expect.soft(control.right, `${at}: "${control.name}" runs past the header's row`).toBeLessThanOrEqual(row.right + 0.5);
        if (index > 0) expect.soft(control.left, `${at}: "${control.name}" overlaps "${controls[index - 1]!.name}"`).toBeGreaterThanOrEqual(controls[index - 1]!.right - 0.5);
      }
      const buttons = controls.filter((control) => control.name === "Open menu" || /Saved|Sign in|My account/.test(control.name));
      for (const button of buttons) expect.soft(button.width, `${at}: "${button.name}" is narrower than a finger`).toBeGreaterThanOrEqual(44);
    }
  }
});
