import { expect, gotoReady, signIn, test } from "./fixtures";
import { untilWeekendHasRoom } from "../../app/features/open-houses/weekend-room";
import { islandWeekend } from "../../app/shared/dates/island-weekend";
import { instantFromIslandTime, islandTimeOf } from "../../app/shared/dates/island-times";

/**
 * An agent adds an open house to their own listing from its staff page: the
 * public page (served from the page cache a moment before) lists it and
 * writes it as a schema.org Event, and /mls with "Open house this weekend"
 * finds the listing with the open house on its card.
 */

// Sign-in (Argon2) and a few renders on a busy machine.
test.describe.configure({ timeout: 90_000 });

const TITLE = "Coral Bay Harborview Condo";

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const afternoonClock = (minutes: number) => `${Math.floor(minutes / 60) - 12}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Time of the island's coming weekend still to come: Sunday 2:00–4:00 PM, or later that Sunday from a few minutes
 * ahead (an open house must start in the future), ending by 11:59 PM. Null in the weekend's last quarter hour.
 */
function weekendSlot(now = new Date()) {
  const { sunday } = islandWeekend(now);
  const [hours, minutes] = islandTimeOf(now).slice(11).split(":").map(Number) as [number, number];
  const onSunday = islandTimeOf(now).startsWith(sunday);
  const start = onSunday && hours * 60 + minutes + 5 > 14 * 60 ? hours * 60 + minutes + 5 : 14 * 60;
  const end = Math.min(start + 120, 23 * 60 + 59);
  if (end - start < 10) return null;
  return { date: sunday, start: clock(start), end: clock(end), startsAt: `${afternoonClock(start)} PM`, label: new RegExp(`Open house Sun ${afternoonClock(start)}–${afternoonClock(end)} PM`) };
}

test("an agent adds an open house: the public page and its JSON-LD show it, and the weekend search finds the listing", async ({ page, browser }) => {
  const agent = await (await browser.newContext()).newPage();
  await signIn(agent, "agent@demo.test");
  await gotoReady(agent, "/agent/agentdashboard");
  await agent.getByRole("link", { name: `Update ${TITLE}` }).click();
  await expect(agent.getByRole("heading", { name: `Keep “${TITLE}” current` })).toBeVisible();
  const publicPath = await agent.getByRole("link", { name: "View the public page" }).getAttribute("href");

  // The public page, as the page cache holds it: no open house yet, and the weekend search does not find it.
  await gotoReady(page, publicPath!);
  await gotoReady(page, publicPath!);
  await expect(page.getByRole("region", { name: "Open house" })).toHaveCount(0);

  // A bad time changes nothing and says why.
  const form = agent.getByRole("form", { name: "Add an open house" });
  let slot = weekendSlot();
  if (!slot) {
    // The weekend's last quarter hour: the next weekend is waited for.
    test.setTimeout(20 * 60_000);
    slot = weekendSlot(await untilWeekendHasRoom(15 * 60_000))!;
  }
  await form.getByLabel("Date").fill(slot.date);
  await form.getByLabel("Start time").fill(slot.end);
  await form.getByLabel("End time").fill(slot.start);
  await form.getByRole("button", { name: "Add open house" }).click();
  await expect(form.getByRole("alert")).toContainText("The end time must be after the start time");

  await form.getByLabel("Start time").fill(slot.start);
  await form.getByLabel("End time").fill(slot.end);
  await form.getByLabel("Note (optional)").fill("Park by the dinghy dock");
  await form.getByRole("button", { name: "Add open house" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Open house added" })).toBeVisible();
  await expect(agent.getByRole("region", { name: "Open houses" })).toContainText("Park by the dinghy dock");

  // The public page shows it at once, and says it to search engines as an Event.
  await gotoReady(page, publicPath!);
  const section = page.getByRole("region", { name: "Open house" });
  await expect(section).toContainText("Park by the dinghy dock");
  await expect(section).toContainText(`${slot.startsAt} AST`);
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  const events = structured.flatMap((text) => [JSON.parse(text) as unknown].flat()).filter((item) => (item as { "@type"?: string })["@type"] === "Event");
  expect(events).toEqual([
    expect.objectContaining({ name: `Open house: ${TITLE}`, startDate: instantFromIslandTime(`${slot.date}T${slot.start}`)!.toISOString(), description: "Park by the dinghy dock" }),
  ]);

  // /mls: the filter is a box in the filters; ticked, it finds the listing, whose card says when.
  await gotoReady(page, "/mls?area=Coral+Bay");
  const box = page.getByLabel("Open house this weekend");
  // On phones the filter sits behind "More filters"; wide screens show it beside the results.
  if (!(await box.isVisible())) await page.locator(".mls-filters__summary").click();
  await box.check();
  await expect(page).toHaveURL(/openHouse=weekend/);
  const card = page.locator("article.listing-card").filter({ hasText: TITLE });
  await expect(card).toContainText(slot.label);
  await expect(page.locator("article.listing-card")).toHaveCount(1);
  await gotoReady(page, "/mls?openHouse=weekend");
  await expect(page.getByLabel("Open house this weekend")).toBeChecked();
  await expect(page.locator("article.listing-card").filter({ hasText: TITLE })).toHaveCount(1);

  // Removed, it leaves the page and the search.
  await agent.getByRole("button", { name: /^Remove/ }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Open house removed" })).toBeVisible();
  await gotoReady(page, publicPath!);
  await expect(page.getByRole("region", { name: "Open house" })).toHaveCount(0);
});
