import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { compactDay } from "../../app/features/rental-calendars/calendar-dates";
import { startFeedServer, type FeedServer } from "../../app/features/rental-calendars/fixtures/feed-server";
import { renderSampleFeed } from "../../app/features/rental-calendars/fixtures/sample-feeds";
import { expect, gotoReady, signIn, test, waitUntilReady } from "./fixtures";
import { addDays, todayOnIsland } from "../../app/shared/dates/island-days";

/**
 * Calendar sync in the browser: an agent copies their rental's
 * export address, which serves a valid iCalendar; adds an Airbnb-shaped
 * import feed served by a local HTTP server; "Sync now" records the sync,
 * and the imported nights show as unavailable on the public rental page.
 */

/** The bookings browser test books this rental; stay off it. */
const BOOKINGS_TEST_RENTAL = "Hummingbird Hideaway";

let feeds: FeedServer;
test.beforeAll(async () => {
  feeds = await startFeedServer();
});
test.afterAll(() => feeds.close());

/** The night states the public rental page's availability calendar shows: the two months from `day`'s. */
async function nightStates(page: Page, publicPath: string, day: string): Promise<Map<string, string>> {
  await page.goto(`${publicPath}?month=${day.slice(0, 7)}`);
  const cells = page.locator("td[data-date][data-state]");
  await expect(cells.first()).toBeAttached();
  const pairs = await cells.evaluateAll((nodes) => nodes.map((node) => [node.getAttribute("data-date")!, node.getAttribute("data-state")!] as const));
  return new Map(pairs);
}

/** The first `nights` free nights in a row from `from` on. */
function freeRun(states: Map<string, string>, from: string, nights: number): string {
  for (let start = from, tries = 0; tries < 300; start = addDays(start, 1), tries += 1) {
    const run = Array.from({ length: nights }, (_, index) => addDays(start, index));
    if (run.every((night) => states.get(night) === "available")) return start;
  }
  throw new Error("no free nights on the rental's calendar");
}

test("an agent copies the export address, imports an Airbnb calendar, syncs it, and the nights close on the public page", async ({ page, context }) => {
  // Many page loads and two syncs: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, "agent@demo.test");

  // An approved rental of this agent, from the Rentals page.
  await gotoReady(page, "/agent/rentals");
  const row = page.locator('tr[data-status="approved"]').filter({ hasNotText: BOOKINGS_TEST_RENTAL }).first();
  const name = (await row.locator("th").innerText()).trim();
  const publicPath = (await row.locator("th a").getAttribute("href"))!;
  await row.getByRole("link", { name: `Calendar of ${name}` }).click();
  await expect(page).toHaveURL(/\/agent\/rentals\/[0-9a-f-]{36}\/calendar$/);
  const calendarPath = new URL(page.url()).pathname;
  await waitUntilReady(page);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Copy the export address; fetching it yields a valid calendar.
  const field = page.getByLabel("Export address (iCalendar)");
  const exportUrl = await field.inputValue();
  expect(exportUrl).toMatch(/^http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Address copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(exportUrl);
  const exported = await page.request.get(exportUrl);
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await exported.text()));
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");

  // An Airbnb-shaped feed with one extra "Not available" period on nights that are free now.
  const today = todayOnIsland();
  const before = await nightStates(page, publicPath, addDays(today, 60));
  const start = freeRun(before, addDays(today, 60), 3);
  const extra = [
    "BEGIN:VEVENT",
    `DTEND;VALUE=DATE:${compactDay(addDays(start, 3))}`,
    `DTSTART;VALUE=DATE:${compactDay(start)}`,
    "UID:7f28e1b0c4a3-e2e0000000000000000000000000000@airbnb.com",
    "SUMMARY:Airbnb (Not available)",
    "END:VEVENT",
  ].join("\r\n");
  const feedPath = `/airbnb-${Date.now()}.ics`;
  feeds.set(feedPath, renderSampleFeed("airbnb").replace("END:VCALENDAR", `${extra}\r\nEND:VCALENDAR`));

  await gotoReady(page, calendarPath);
  await page.getByLabel("Calendar address").fill(feeds.url(feedPath));
  await page.getByLabel("Label (optional)").fill("Airbnb");
  await page.getByRole("button", { name: "Add and sync" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Calendar added\. Synced: \d+ periods? added/ })).toBeVisible();
  const feed = page.getByRole("listitem").filter({ hasText: feeds.url(feedPath) });
  await expect(feed.getByRole("heading", { name: "Airbnb" })).toBeVisible();
  await expect(feed.locator("time")).toBeVisible();

  // Sync now: nothing new, the sync time is recorded again.
  const firstSync = await feed.locator("time").getAttribute("datetime");
  await page.waitForTimeout(1100);
  await feed.getByRole("button", { name: "Sync Airbnb now" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Synced: 0 periods added, \d+ unchanged, 0 removed/ })).toBeVisible();
  await expect(feed.locator("time")).not.toHaveAttribute("datetime", firstSync!);
  expect(feeds.hits(feedPath)).toBeGreaterThanOrEqual(2);

  // The imported nights are unavailable on the public page, and exported as "Not available".
  const after = await nightStates(page, publicPath, start);
  for (const night of [start, addDays(start, 1), addDays(start, 2)]) expect(after.get(night), night).toBe("unavailable");
  expect(after.get(addDays(start, 3)), "the check-out day").toBe(before.get(addDays(start, 3)));
  const events = new ICAL.Component(ICAL.parse(await (await page.request.get(exportUrl)).text()))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component))
    .map((event) => [event.startDate.toString(), event.endDate.toString(), event.summary]);
  expect(events).toContainEqual([start, addDays(start, 3), "Not available"]);

  // Remove the feed again: its nights reopen.
  await gotoReady(page, calendarPath);
  await page.getByRole("listitem").filter({ hasText: feeds.url(feedPath) }).getByRole("button", { name: "Remove Airbnb" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import calendar removed" })).toBeVisible();
  expect((await nightStates(page, publicPath, start)).get(start)).toBe("available");

  // Regenerate the export address, after a confirmation: the old address stops working.
  await gotoReady(page, calendarPath);
  await page.getByRole("button", { name: "Regenerate address…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Make a new export address?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, make a new address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A new export address is ready" })).toBeVisible();
  await expect(field).not.toHaveValue(exportUrl);
  const newUrl = await field.inputValue();
  expect((await page.request.get(exportUrl)).status()).toBe(404);
  expect((await page.request.get(newUrl)).status()).toBe(200);
});
