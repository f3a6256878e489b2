import type { Locator, Page } from "@playwright/test";
import { expect, gotoReady, signIn, test } from "./fixtures";

/**
 * The staff tables: search, sort and pages in the address, 20 rows a page,
 * drawn by the server (so they work without JavaScript too).
 */

const DASHBOARD = "/agent/agentdashboard";
const myListings = (page: Page) => page.getByRole("region", { name: "My listings" });
const bodyRows = (region: Locator) => region.getByRole("table").locator("tbody tr");
const dollars = (text: string) => Number(/\$([0-9,]+)/.exec(text)?.[1]?.replace(/,/g, "") ?? "NaN");

test("an agent's My listings searches, sorts and pages, with everything in the address", async ({ page }) => {
  await signIn(page, "agent@demo.test");
  await gotoReady(page, DASHBOARD);
  const region = myListings(page);
  const summary = region.getByText(/^1–20 of \d+ listings$/);
  await expect(summary).toBeVisible();
  const total = Number(/of (\d+)/.exec((await summary.textContent())!)![1]);
  expect(total).toBeGreaterThan(20);
  await expect(bodyRows(region)).toHaveCount(20);
  // Newest change first, by default.
  await expect(region.getByRole("columnheader", { name: /Updated/ })).toHaveAttribute("aria-sort", "descending");

  // Pages: the next one holds the rest, and says so.
  const pages = region.getByRole("navigation", { name: "Pages of my listings" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(`${DASHBOARD}?page=2`);
  await expect(myListings(page).getByText(new RegExp(`^21–${Math.min(40, total)} of ${total} listings$`))).toBeVisible();
  await expect(myListings(page).getByRole("navigation", { name: "Pages of my listings" }).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

  // Sorting by price starts again at page 1, highest first; again turns it round.
  await myListings(page).getByRole("link", { name: /^Price/ }).click();
  await expect(page).toHaveURL(`${DASHBOARD}?sort=price`);
  await expect(myListings(page).getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "descending");
  const highest = (await bodyRows(myListings(page)).locator(".work-table__cell--number").allTextContents()).map(dollars);
  expect(highest).toEqual([...highest].sort((a, b) => b - a));
  await myListings(page).getByRole("link", { name: /^Price/ }).click();
  await expect(page).toHaveURL(`${DASHBOARD}?sort=price&dir=asc`);
  const lowest = (await bodyRows(myListings(page)).locator(".work-table__cell--number").allTextContents()).map(dollars);
  expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
  expect(lowest[0]).toBeLessThan(highest[0]!);

  // A search keeps the sort; every row found names the place.
  await myListings(page).getByLabel("Search by title, area or MLS number").fill("Cruz Bay");
  await myListings(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`${DASHBOARD}?q=Cruz+Bay&sort=price&dir=asc`);
  await expect(myListings(page).getByText(/ of \d+ listings? matching “Cruz Bay”$/)).toBeVisible();
  const found = await bodyRows(myListings(page)).allTextContents();
  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThan(total);
  for (const row of found) expect(row).toContain("Cruz Bay");

  // Wildcards are plain text: nothing is titled with a %.
  await myListings(page).getByLabel("Search by title, area or MLS number").fill("%");
  await myListings(page).getByRole("button", { name: "Search" }).click();
  await expect(myListings(page).getByText("No listings match “%”.")).toBeVisible();
  await myListings(page).getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(`${DASHBOARD}?sort=price&dir=asc`);
  await expect(bodyRows(myListings(page))).toHaveCount(20);

  // Hostile addresses show the table as it would be without them.
  await gotoReady(page, `${DASHBOARD}?sort=password_hash&dir=sideways&page=-4`);
  await expect(myListings(page).getByText(/^1–20 of \d+ listings$/)).toBeVisible();
  await gotoReady(page, `${DASHBOARD}?page=999999`);
  await expect(myListings(page).getByText(new RegExp(`^\\d+–${total} of ${total} listings$`))).toBeVisible();
});

test("the tables work without JavaScript: the search is a plain form and the headers plain links", async ({ page, browser }) => {
  await signIn(page, "agent@demo.test");
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto(DASHBOARD);
  await myListings(plain).getByLabel("Search by title, area or MLS number").fill("Villa");
  await myListings(plain).getByLabel("Search by title, area or MLS number").press("Enter");
  await expect(plain).toHaveURL(`${DASHBOARD}?q=Villa`);
  await myListings(plain).getByRole("link", { name: /^Listing/ }).click();
  await expect(plain).toHaveURL(`${DASHBOARD}?q=Villa&sort=title`);
  const titles = await bodyRows(myListings(plain)).locator("th").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toContain("villa");
  await context.close();
});

/** The table of a staff section, by its caption; its body rows; the range it says it shows. */
const table = (page: Page, caption: string) => page.getByRole("table", { name: caption });
/** The text of one column's cells, without the label a phone shows beside each value. */
const rowTexts = (page: Page, caption: string, column: number) => table(page, caption).locator(`tbody tr > :nth-child(${column}) .work-table__value`).allTextContents();

test("the administrator's booking requests, leads and users search, sort and page in the address", async ({ page }) => {
  await signIn(page, "admin@demo.test");

  // Booking requests: guest names A to Z and back, a search by rental, a clamped page.
  const BOOKINGS = "/admin/admindashboard/bookings";
  await gotoReady(page, BOOKINGS);
  await expect(table(page, "Booking requests").getByRole("columnheader", { name: /Requested/ })).toHaveAttribute("aria-sort", "descending");
  await table(page, "Booking requests").getByRole("link", { name: /^Guest/ }).click();
  await expect(page).toHaveURL(`${BOOKINGS}?sort=guest`);
  // Only the sort key is compared: requests from guests of the same name follow newest first (the service's tie-break).
  const guests = (await table(page, "Booking requests").locator("tbody tr > :nth-child(1) .work-table__title").allTextContents()).map((text) => text.toLowerCase());
  expect(guests.length).toBeGreaterThan(1);
  expect(guests).toEqual([...guests].sort());
  await table(page, "Booking requests").getByRole("link", { name: /^Guest/ }).click();
  await expect(page).toHaveURL(`${BOOKINGS}?sort=guest&dir=desc`);
  await page.getByLabel("Search by guest, e-mail, phone or property").fill("Villa Marisol");
  await page.getByRole("button", { name: "Search" }).click();
  // The search form also sends its (empty) filters; the sort is kept.
  await expect(page).toHaveURL(/\/bookings\?q=Villa\+Marisol&.*sort=guest&dir=desc$/);
  const marisol = await table(page, "Booking requests").locator("tbody tr").allTextContents();
  expect(marisol.length).toBeGreaterThan(0);
  for (const row of marisol) expect(row).toContain("Villa Marisol");
  await gotoReady(page, `${BOOKINGS}?status=pending&sort=nonsense&page=999`);
  await expect(page.getByText(/^1–\d+ of \d+ requests?$/)).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("pending");
  for (const row of await table(page, "Booking requests").locator("tbody tr").allTextContents()) expect(row).toContain("Pending");

  // Leads: the agent column sorts; a search for a buyer finds only them; % is plain text.
  const LEADS = "/admin/admindashboard/leads";
  await gotoReady(page, LEADS);
  await table(page, "Leads").getByRole("link", { name: /^From/ }).click();
  await expect(page).toHaveURL(`${LEADS}?sort=name`);
  await expect(table(page, "Leads").getByRole("columnheader", { name: /From/ })).toHaveAttribute("aria-sort", "ascending");
  await page.getByLabel("Search by buyer, listing or agent").fill("Harper");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/leads\?q=Harper&status=&sort=name$/);
  await expect(table(page, "Leads").locator("tbody tr")).toHaveCount(1);
  await expect(table(page, "Leads").locator("tbody tr")).toContainText("Harper Lewis");
  await page.getByLabel("Search by buyer, listing or agent").fill("%");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No leads match “%”.")).toBeVisible();

  // Users: pending first by default; sorted by e-mail; searched by address.
  const USERS = "/admin/admindashboard/users";
  await gotoReady(page, `${USERS}?sort=email`);
  const emails = await rowTexts(page, "Accounts", 2);
  expect(emails.length).toBeGreaterThan(1);
  expect(emails).toEqual([...emails].sort());
  await page.getByLabel("Search by name, e-mail or phone").fill("agent@demo");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/users\?q=agent%40demo&role=&status=&sort=email$/);
  await expect(table(page, "Accounts").locator("tbody tr")).toHaveCount(1);
  await gotoReady(page, `${USERS}?page=-3&dir=sideways`);
  await expect(page.getByText(/^1–\d+ of \d+ accounts$/)).toBeVisible();
});

test("an agent's booking requests and leads are their own, searched and sorted in the address", async ({ page }) => {
  await signIn(page, "agent@demo.test");
  const LEADS = "/agent/agentdashboard/leads";
  await gotoReady(page, LEADS);
  await expect(table(page, "Leads").getByRole("columnheader", { name: /Received/ })).toHaveAttribute("aria-sort", "descending");
  await expect(table(page, "Leads").getByRole("columnheader", { name: /Agent/ })).toHaveCount(0);
  await table(page, "Leads").getByRole("link", { name: /^Listing/ }).click();
  await expect(page).toHaveURL(`${LEADS}?sort=listing`);
  const listings = (await rowTexts(page, "Leads", 2)).map((text) => text.toLowerCase());
  expect(listings).toEqual([...listings].sort());

  const BOOKINGS = "/agent/agentdashboard/bookings";
  await gotoReady(page, BOOKINGS);
  await table(page, "Booking requests").getByRole("link", { name: /^Stay/ }).click();
  await expect(page).toHaveURL(`${BOOKINGS}?sort=stay`);
  await expect(table(page, "Booking requests").getByRole("columnheader", { name: /Stay/ })).toHaveAttribute("aria-sort", "descending");
  await page.getByLabel("Search by guest, e-mail, phone or property").fill("no such guest");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No requests match “no such guest”.")).toBeVisible();
});

test("on a laptop the administrator's booking requests fit: every action in view, each date on one line; a stay's payments add up", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "admin@demo.test");
  await gotoReady(page, "/admin/admindashboard/bookings");
  const requests = table(page, "Booking requests");
  // Neither the page nor the table's own box scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await page.getByRole("group", { name: "Booking requests" }).evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  const actions = requests.getByRole("button", { name: /^(Approve|Reject|Cancel stay)/ }).or(requests.getByRole("link", { name: /^Payments/ }));
  expect(await actions.count()).toBeGreaterThan(0);
  for (const action of await actions.all()) {
    const box = (await action.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  }
  // A date drawn on two lines has two boxes.
  const dates = requests.locator("tbody time");
  expect(await dates.count()).toBeGreaterThan(0);
  expect(await dates.evaluateAll((times) => times.filter((time) => time.getClientRects().length > 1).map((time) => time.textContent))).toEqual([]);

  // Priya's demo stay at Villa Marisol has its deposit paid.
  await requests.getByRole("link", { name: "Payments of Priya Natarajan's stay" }).click();
  await expect(page).toHaveURL(/\/admin\/admindashboard\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("table", { name: "Payments, oldest first" }).getByRole("columnheader", { name: "Amount" })).toBeVisible();
  const totals = page.getByLabel("Payment totals");
  await expect(totals).toBeVisible();
  /** A total in cents by its label; a refund still on its way counts against the net too. */
  const amount = async (label: string) => {
    const line = totals.locator("div").filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }) });
    if ((await line.count()) === 0) return 0;
    return Math.round(Number(((await line.getByRole("definition").textContent()) ?? "").replace(/[^0-9.]/g, "")) * 100);
  };
  const [paid, refunded, onItsWay, net] = [await amount("Paid"), await amount("Refunded"), await amount("Refund on its way"), await amount("Net")];
  expect(paid).toBeGreaterThan(0);
  expect(net).toBe(paid - refunded - onItsWay);
});
