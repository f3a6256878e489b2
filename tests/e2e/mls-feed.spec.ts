import type { Page } from "@playwright/test";
import { mlsFeedPort, mlsPhotoPort } from "../../playwright.config";
import { resoProperty, startResoTestServer, type ResoTestServer } from "../../app/features/mls-feed/reso-test-server";
import { expect, gotoReady, jpegFile, signIn, test } from "./fixtures";

/**
 * The MLS feed in the browser: a listing added to the test RESO Web API
 * (photos on a second local host) appears on /mls after an administrator's
 * "Sync now", with its photo, the listing firm and the MLS's disclaimer; once
 * it is withdrawn from the feed, the next pass takes it off the site. Its
 * virtual tour and open house come with it (the open house also as a
 * schema.org Event for search engines).
 */
const FEED_PAGE = "/admin/admindashboard/feed";
const ADDRESS = "27 Reef Bay Trail";

let feed: ResoTestServer | undefined;
let photos: ResoTestServer | undefined;
test.afterEach(async () => {
  await feed?.close();
  await photos?.close();
});

/** Starts a pass and waits until the newest run on the feed page has finished, answering its row. */
async function syncNow(page: Page, runsBefore: number) {
  await gotoReady(page, FEED_PAGE);
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A sync pass has started" })).toBeVisible();
  const rows = page.getByRole("table", { name: "MLS sync runs, newest first" }).locator("tbody tr");
  await expect(async () => {
    await page.reload();
    expect(await rows.count()).toBe(runsBefore + 1);
    await expect(rows.first().locator("td .work-table__value").nth(0)).toHaveText(/Succeeded|Stopped/, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  return rows.first();
}

test("a listing added to the MLS feed shows on /mls with its photo, firm and disclaimer, and leaves when withdrawn", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  feed = await startResoTestServer({ port: mlsFeedPort(Number(new URL(baseURL!).port)) });
  photos = await startResoTestServer({ port: mlsPhotoPort(Number(new URL(baseURL!).port)) });
  const photo = await jpegFile("reef-bay.jpg", "#2a7fa0");
  const openHouseStart = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const openHouseEnd = new Date(Date.now() + 3 * 86_400_000 + 2 * 3_600_000).toISOString();
  photos.files.set("reef-bay.jpg", { type: "image/jpeg", body: photo.buffer });
  feed.records.push(
    resoProperty("E2E-FEED-1", new Date().toISOString(), {
      UnparsedAddress: ADDRESS,
      SubdivisionName: "Fish Bay",
      ListPrice: 2_345_000,
      ListOfficeName: "Coral Bay Realty",
      PublicRemarks: "A feed listing with a view of Reef Bay.",
      VirtualTourURLUnbranded: "https://tours.example.com/reef-bay",
      OpenHouse: [{ OpenHouseKey: "OH-E2E", OpenHouseStartTime: openHouseStart, OpenHouseEndTime: openHouseEnd, OpenHouseRemarks: "Park on the road" }],
      Media: [{ MediaKey: "P1", MediaURL: `${photos.url}/media/reef-bay.jpg`, MediaCategory: "Photo", Order: 0, MediaModificationTimestamp: new Date().toISOString(), ShortDescription: "Reef Bay from the deck" }],
    }),
  );

  await signIn(page, "admin@demo.test");
  await gotoReady(page, FEED_PAGE);
  const runsBefore = await page.getByRole("table", { name: "MLS sync runs, newest first" }).locator("tbody tr").count();
  const run = await syncNow(page, runsBefore);
  await expect(run.locator("td .work-table__value").nth(0)).toHaveText("Succeeded");
  await expect(run.locator("td .work-table__value").nth(2)).toHaveText("1");

  // On /mls: the card names the listing firm, and its photo arrives from the background fetcher.
  const card = page.locator("article.listing-card").filter({ hasText: ADDRESS });
  await expect(async () => {
    await gotoReady(page, `/mls?q=${encodeURIComponent("Reef Bay Trail")}`);
    await expect(card.locator("img")).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(card).toContainText("Listing courtesy of Coral Bay Realty");
  await expect(card).toContainText("$2,345,000");
  await expect(page.getByText("Listing information from the St. John MLS is deemed reliable but not guaranteed.")).toBeVisible();

  // Its page: the photo, the firm, the MLS's disclaimer and when the feed was last read; enquiries come to the office.
  await card.getByRole("link", { name: ADDRESS }).click();
  await expect(page.getByRole("heading", { level: 1, name: ADDRESS })).toBeVisible();
  await expect(page.getByRole("img", { name: "Reef Bay from the deck" }).first()).toBeVisible();
  const notice = page.getByRole("region", { name: "Listing source" });
  await expect(notice).toContainText("Listing courtesy of Coral Bay Realty");
  await expect(notice).toContainText("Listing information from the St. John MLS is deemed reliable but not guaranteed.");
  await expect(notice).toContainText("Listing data last updated");
  await expect(page.getByRole("heading", { name: "Ask the listing agent" })).toHaveCount(0);
  const tour = page.getByRole("link", { name: /Take the virtual tour/ });
  await expect(tour).toHaveAttribute("href", "https://tours.example.com/reef-bay");
  await expect(tour).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("region", { name: "Open house" })).toContainText("Park on the road");
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  const events = structured.flatMap((text) => [JSON.parse(text) as unknown].flat()).filter((item) => (item as { "@type"?: string })["@type"] === "Event");
  expect(events).toEqual([expect.objectContaining({ name: `Open house: ${ADDRESS}`, startDate: openHouseStart, endDate: openHouseEnd })]);
  const listingPath = new URL(page.url()).pathname;

  // Withdrawn from the feed: the next pass takes it off the site.
  feed.records[0] = { ...feed.records[0], StandardStatus: "Withdrawn", ModificationTimestamp: new Date().toISOString() };
  await syncNow(page, runsBefore + 1);
  await gotoReady(page, `/mls?q=${encodeURIComponent("Reef Bay Trail")}`);
  await expect(page.locator("article.listing-card").filter({ hasText: ADDRESS })).toHaveCount(0);
  expect((await page.request.get(listingPath)).status()).toBe(404);
});

test("after Sync now the page follows the pass live, stage and counts, until it shows the outcome", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  feed = await startResoTestServer({ port: mlsFeedPort(Number(new URL(baseURL!).port)) });
  // Each page of the feed takes a few seconds, so the pass can be watched while it reads.
  feed.pageDelayMs = 4000;
  feed.records.push(resoProperty("E2E-FEED-LIVE", new Date().toISOString(), { UnparsedAddress: "3 Live Progress Lane", ListPrice: 875_000 }));

  await signIn(page, "admin@demo.test");
  await gotoReady(page, FEED_PAGE);
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A sync pass has started" })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const panel = page.getByRole("region", { name: /^(Sync|Waiting)/ });
  const heading = panel.getByRole("heading", { level: 3 });
  // Without a reload: the heading says what the running pass does, then how it ended, with its counts.
  await expect(heading).toHaveText("Sync running: Reading page 1 from the feed…", { timeout: 20_000 });
  await expect(heading).toHaveText("Sync finished", { timeout: 40_000 });
  await expect(panel).toContainText("1 record read from 1 page");
  await expect(panel).toContainText("1 saved (1 new, 0 changed, 0 removed)");
  // The runs table is brought up to date in place too.
  const newest = page.getByRole("table", { name: "MLS sync runs, newest first" }).locator("tbody tr").first();
  await expect(newest.locator("td .work-table__value").nth(0)).toHaveText("Succeeded");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The Refresh link (the way without script) shows the same.
  await panel.getByRole("link", { name: "Refresh" }).click();
  await expect(page.getByRole("region", { name: "Sync finished" })).toContainText("1 record read from 1 page");
  await expect(newest.locator("td .work-table__value").nth(0)).toHaveText("Succeeded");
});
