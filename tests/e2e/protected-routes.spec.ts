import type { Browser, Page } from "@playwright/test";
import { expect, gotoReady, signIn, test, waitUntilReady } from "./fixtures";

/**
 * Who may open the dashboards. The dashboards' own paths for an
 * anonymous visitor are in routes.spec.ts; here every section each dashboard
 * links to (read from its navigation, so new sections are covered as they
 * land), the other role's dashboard, and /agent/rentals for both roles.
 */

const AGENT_A = "agent@demo.test";
const AGENT_B = "agent2@demo.test";
const ADMIN = "admin@demo.test";

/** The same-site paths a dashboard's section navigation links to. */
async function sectionPaths(page: Page, dashboard: string): Promise<string[]> {
  await gotoReady(page, dashboard);
  const hrefs = await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)].filter((path) => path.startsWith(dashboard));
}

async function sectionsOf(browser: Browser, email: string, dashboard: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  const paths = await sectionPaths(page, dashboard);
  await context.close();
  expect(paths, `${dashboard} links to its sections`).toContain(dashboard);
  return paths;
}

async function expectSentToLogin(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page, `${path} leads to /login`).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
}

test.describe("dashboard sections", () => {
  // Several sign-ins and a page per section: generous on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test("an anonymous visitor is sent from every section of both dashboards to /login with no message", async ({ browser, page }) => {
    const admin = await sectionsOf(browser, ADMIN, "/admin/admindashboard");
    const agent = await sectionsOf(browser, AGENT_A, "/agent/agentdashboard");
    for (const path of [...admin, ...agent, "/agent/agentdashboard/new/rental"]) await expectSentToLogin(page, path);
  });

  test("an agent is sent from every admin section to /login with no message", async ({ browser, page }) => {
    const admin = await sectionsOf(browser, ADMIN, "/admin/admindashboard");
    await signIn(page, AGENT_A);
    for (const path of admin) await expectSentToLogin(page, path);
  });

  test("an administrator is sent from every agent section to /login with no message", async ({ browser, page }) => {
    const agent = await sectionsOf(browser, AGENT_A, "/agent/agentdashboard");
    await signIn(page, ADMIN);
    for (const path of [...agent, "/agent/agentdashboard/new/rental"]) await expectSentToLogin(page, path);
  });
});

type RentalRow = { name: string; agent: string; review: string };

const rentalsTable = (page: Page) => page.getByRole("table", { name: /rentals/i });

/** The table's rows as text: the property, the agent's e-mail (administrators' view) and the review status. */
async function rentalRows(page: Page): Promise<RentalRow[]> {
  await waitUntilReady(page);
  await expect(rentalsTable(page)).toBeVisible();
  return rentalsTable(page)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.children].map((cell) => (cell as HTMLElement).innerText.trim());
        const hasAgent = row.closest("table")?.querySelector("thead")?.textContent?.includes("Agent") ?? false;
        const agent = hasAgent ? (row.querySelector("a[href^='mailto:']")?.textContent ?? "") : "";
        return { name: cells[0] ?? "", agent, review: cells[hasAgent ? 2 : 1] ?? "" };
      }),
    );
}

test.describe("/agent/rentals", () => {
  test.describe.configure({ timeout: 180_000 });

  test("an administrator sees every agent's rentals with the agent, filters them, and gets no agent navigation", async ({ page }) => {
    await signIn(page, ADMIN);
    await gotoReady(page, "/agent/rentals");
    await expect(page.getByRole("heading", { level: 1, name: "All rentals" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Dashboard sections" });
    await expect(nav.getByRole("link", { name: "My listings" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Review queue" })).toHaveAttribute("href", "/admin/admindashboard");
    await expect(nav.getByRole("link", { name: "Rentals" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Add a rental" })).toHaveCount(0);

    const rows = await rentalRows(page);
    const agents = new Set(rows.map((row) => row.agent));
    expect(agents).toContain(AGENT_A);
    expect(agents).toContain(AGENT_B);
    await expect(rentalsTable(page).getByRole("columnheader", { name: "Agent" })).toBeVisible();
    await expect(rentalsTable(page).getByRole("link", { name: /^Edit/ })).toHaveCount(0);
    await expect(rentalsTable(page).getByRole("link", { name: /^Calendar/ }).first()).toHaveAttribute("href", /^\/agent\/rentals\/[0-9a-f-]{36}\/calendar$/);

    // The filters are a GET form: they end up in the URL.
    const filters = page.getByRole("form", { name: "Filter rentals" });
    await filters.getByLabel("Agent").selectOption(AGENT_B);
    await filters.getByLabel("Review status").selectOption("approved");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/agent\/rentals\?agent=agent2%40demo\.test&status=approved$/);
    const filtered = await rentalRows(page);
    expect(filtered.length).toBeGreaterThan(0);
    for (const row of filtered) expect(row).toMatchObject({ agent: AGENT_B, review: "Approved" });
    await expect(filters.getByLabel("Agent")).toHaveValue(AGENT_B);
    // An approved rental links to its public page.
    await expect(rentalsTable(page).getByRole("link", { name: filtered[0]!.name, exact: true })).toHaveAttribute("href", /^\/rental\//);

    await filters.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/agent\/rentals$/);
  });

  test("agent A sees only their own rentals, with Edit while pending or rejected, and none of agent B's", async ({ page }) => {
    await signIn(page, ADMIN);
    await gotoReady(page, `/agent/rentals?agent=${encodeURIComponent(AGENT_B)}`);
    const theirs = (await rentalRows(page)).map((row) => row.name);
    expect(theirs.length).toBeGreaterThan(0);

    await signIn(page, AGENT_A);
    const nav = page.getByRole("navigation", { name: "Dashboard sections" });
    await gotoReady(page, "/agent/agentdashboard");
    const dashboardLinks = await nav.getByRole("link").allTextContents();
    await gotoReady(page, "/agent/rentals");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My rentals");
    // The same section links as the agent dashboard itself.
    expect(await nav.getByRole("link").allTextContents()).toEqual(dashboardLinks);
    await expect(nav.getByRole("link", { name: "My rentals" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "My listings" })).toHaveAttribute("href", "/agent/agentdashboard");
    await expect(page.getByRole("link", { name: "Add a rental" })).toHaveAttribute("href", "/agent/agentdashboard/new/rental");
    await expect(page.getByRole("form", { name: "Filter rentals" })).toHaveCount(0);
    await expect(rentalsTable(page).getByRole("columnheader", { name: "Agent" })).toHaveCount(0);

    const mine = await rentalRows(page);
    expect(mine.length).toBeGreaterThan(0);
    for (const row of mine) expect(theirs).not.toContain(row.name);
    for (const row of mine) {
      const tableRow = rentalsTable(page).getByRole("row").filter({ has: page.getByRole("rowheader", { name: row.name, exact: true }) });
      const edit = tableRow.getByRole("link", { name: /^Edit/ });
      if (row.review === "Pending review" || row.review === "Rejected") {
        await expect(edit).toHaveAttribute("href", /^\/agent\/agentdashboard\/listings\/[0-9a-f-]{36}\/edit$/);
      } else {
        await expect(edit).toHaveCount(0);
      }
    }

    // Agent B's view holds none of agent A's rentals either.
    await signIn(page, AGENT_B);
    await gotoReady(page, "/agent/rentals");
    const bView = (await rentalRows(page)).map((row) => row.name);
    for (const row of mine) expect(bView).not.toContain(row.name);
  });
});
