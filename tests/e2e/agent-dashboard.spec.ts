import { writeFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, gotoReady, jpegFile, signIn, test, waitUntilReady } from "./fixtures";
import { sidewaysOverflow } from "./layout-checks";

/** Demo listings of agent2@demo.test (listing-demo-data.ts): never on agent@demo.test's dashboard. */
const AGENT2_TITLES = ["Coral Bay Hillside Lot", "Cruz Bay Loft Condo"];
const DASHBOARD = "/agent/agentdashboard";
const NOT_AN_IMAGE = "That file is not an image we can use (JPEG, PNG, WebP or AVIF)";
const IMAGE_TOO_LARGE = "Each photo must be 15 MB or smaller";

const myListings = (page: Page) => page.getByRole("region", { name: "My listings" });
const listingForm = (page: Page) => page.getByRole("form", { name: /^(Add|Edit)/ });
const myItem = (page: Page, title: string) => myListings(page).getByRole("row").filter({ hasText: title });
/** The first listing row of the table (the header row comes before it). */
const firstRow = (page: Page) => myListings(page).getByRole("row").nth(1);

async function openSaleForm(page: Page) {
  await page.getByRole("link", { name: "Add a listing for sale" }).click();
  await expect(page).toHaveURL(/\/new\/sale$/);
  await waitUntilReady(page);
}

async function fillSaleBasics(page: Page, title: string, price = "895000") {
  const form = listingForm(page);
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("residential");
  await form.getByLabel("Type (optional)").selectOption("single-family");
  await form.getByLabel("Area (optional)").selectOption("Fish Bay");
  await form.getByLabel("List price (US$)").fill(price);
}

/** Submits a sale listing without photos and answers its id. */
async function submitQuickSale(page: Page, title: string): Promise<string> {
  await gotoReady(page, DASHBOARD);
  await openSaleForm(page);
  await fillSaleBasics(page, title);
  const form = listingForm(page);
  for (const step of ["Details", "Photos", "Review and submit"]) await form.getByRole("button", { name: `Next: ${step}` }).click();
  await form.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\?submitted=/);
  return new URL(page.url()).searchParams.get("submitted")!;
}

const today = (page: Page) => page.getByRole("region", { name: /^Today/ });
const todayGroup = (page: Page, name: string) => today(page).getByRole("region", { name: new RegExp(`^${name} \\d+$`) });

for (const width of [390, 1280]) {
  test(`at ${width} px the dashboard opens on today's work: four counted groups before the listings, each item one click from acting`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "agent@demo.test");
    await gotoReady(page, DASHBOARD);
    await expect(today(page).getByRole("heading", { level: 2 })).toContainText("Today");
    for (const group of ["New leads", "Tasks due", "Showings today", "Listings needing attention"]) {
      await expect(todayGroup(page, group).getByRole("heading", { level: 3 })).toHaveText(new RegExp(`^${group} \\d+$`));
    }
    const [todayBox, listingsBox] = [await today(page).boundingBox(), await myListings(page).boundingBox()];
    expect(todayBox!.y, "today's work comes first").toBeLessThan(listingsBox!.y);
    expect(await sidewaysOverflow(page), "nothing scrolls sideways").toBeLessThanOrEqual(0);

    // The demo's follow-up due yesterday is overdue, one click from done; its title opens its lead.
    const overdue = todayGroup(page, "Tasks due").getByRole("listitem").filter({ hasText: "Follow up on the cistern question" });
    await expect(overdue).toContainText("overdue since");
    await expect(overdue.getByRole("button", { name: "Mark done: Follow up on the cistern question" })).toBeVisible();
    await expect(overdue.getByRole("link", { name: "Follow up on the cistern question" })).toHaveAttribute("href", /^\/agent\/agentdashboard\/leads\/[0-9a-f-]{36}$/);

    // An empty group says what is clear; a group with items lists them.
    for (const group of ["New leads", "Tasks due", "Showings today", "Listings needing attention"]) {
      const region = todayGroup(page, group);
      const count = Number((await region.getByRole("heading", { level: 3 }).innerText()).match(/\d+$/)![0]);
      if (count === 0) await expect(region.locator(".today__empty")).toBeVisible();
      else await expect(region.getByRole("listitem").first()).toBeVisible();
    }

    // A new lead (the demo has two unless another test answered them) opens its lead page in one click.
    const newLeads = todayGroup(page, "New leads").getByRole("listitem");
    if ((await newLeads.count()) > 0) {
      await newLeads.first().getByRole("link").click();
      await expect(page).toHaveURL(/\/agent\/agentdashboard\/leads\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("region", { name: "Where this lead came from" })).toBeVisible();
    }
  });
}

test("an agent sees only their own listings and submits a sale listing with two photos that waits for review", async ({ page }) => {
  test.slow(); // Several steps, two uploads processed by the server.
  await signIn(page, "agent@demo.test");
  await expect(firstRow(page)).toBeVisible();
  for (const title of AGENT2_TITLES) await expect(myListings(page)).not.toContainText(title);

  const title = `Fish Bay Garden House ${Date.now()}`;
  await openSaleForm(page);
  const form = listingForm(page);
  await expect(form.getByRole("heading", { name: "Step 1 of 4: The basics" })).toBeVisible();
  await fillSaleBasics(page, title);
  await form.getByRole("button", { name: "Next: Details" }).click();
  await expect(form.getByRole("heading", { name: "Step 2 of 4: Details" })).toBeFocused();
  await form.getByLabel("Bedrooms (optional)").fill("3");
  await form.getByLabel("Bathrooms (optional)").fill("2");
  await form.getByLabel("Description (optional)").fill("A breezy house above Fish Bay with a **wide porch** and a cistern.");
  await form.getByLabel("Features (optional)").fill("Cistern 15,000 gal\nGarden\nOcean view");
  await form.getByRole("button", { name: "Next: Photos" }).click();

  await form.getByLabel("Choose photos").setInputFiles([await jpegFile("garden.jpg", "#2f7d4a"), await jpegFile("terrace.jpg", "#3a8fb7")]);
  const photos = form.getByRole("list", { name: "Photos, in order" }).getByRole("listitem");
  await expect(photos).toHaveCount(2);
  for (const name of ["garden.jpg", "terrace.jpg"]) {
    await expect(form.getByRole("progressbar", { name: `Upload of ${name}` })).toHaveAttribute("value", "100");
  }
  await expect(photos.filter({ hasText: "Uploaded" })).toHaveCount(2);
  await expect(photos.first().locator("img")).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\/\d+\.jpg$/);
  await form.getByLabel("Description of photo 1 (alt text)").fill("The garden from the gate");
  await form.getByLabel("Description of photo 2 (alt text)").fill("The terrace over Fish Bay");

  // The terrace becomes the cover; focus stays on the moved photo's button.
  await form.getByRole("button", { name: "Move photo 2 up" }).click();
  await expect(photos.first()).toContainText("Cover photo. terrace.jpg");
  await expect(form.getByLabel("Description of photo 1 (alt text)")).toHaveValue("The terrace over Fish Bay");
  await expect(form.getByRole("button", { name: "Move photo 1 down" })).toBeFocused();

  await form.getByRole("button", { name: "Next: Review and submit" }).click();
  await expect(form.getByText(title)).toBeVisible();
  await form.getByRole("button", { name: "Submit for review" }).click();

  await expect(page).toHaveURL(/\/agent\/agentdashboard\?submitted=[0-9a-f-]{36}$/);
  await expect(page.getByRole("status").filter({ hasText: "Thank you — your listing is waiting for review" })).toBeVisible();
  const item = myItem(page, title);
  await expect(item).toContainText("Pending review");
  await expect(item).toContainText("For sale");
  await expect(item).toContainText("2 photos");
  await expect(firstRow(page)).toContainText(title);

  // The order and the descriptions were stored.
  await item.getByRole("link", { name: `Edit ${title}` }).click();
  await waitUntilReady(page);
  await expect(listingForm(page).getByLabel("Description of photo 1 (alt text)")).toHaveValue("The terrace over Fish Bay");
  await expect(listingForm(page).getByLabel("Description of photo 2 (alt text)")).toHaveValue("The garden from the gate");
  // A comma belongs to its feature; the description keeps the agent's markdown.
  await expect(listingForm(page).getByLabel("Features (optional)")).toHaveValue("Cistern 15,000 gal\nGarden\nOcean view");
  await expect(listingForm(page).getByLabel("Description (optional)")).toHaveValue("A breezy house above Fish Bay with a **wide porch** and a cistern.");
});

async function rejectAsAdmin(browser: Browser, id: string, note: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, "admin@demo.test");
  await gotoReady(admin, `/admin/admindashboard?review=${id}`);
  await admin.getByRole("radio", { name: "Rejected" }).check();
  await admin.getByLabel("Notes for the agent").fill(note);
  await admin.getByRole("button", { name: "Save review" }).click();
  await expect(admin.getByRole("form", { name: "Review" }).getByRole("status")).toContainText("the status is now “rejected”");
  await context.close();
}

test("an agent edits a rejected listing, which goes back to pending review", async ({ page, browser }) => {
  test.slow(); // A submission, an administrator's review, then the edit.
  await signIn(page, "agent@demo.test");
  const title = `Chocolate Hole Cottage ${Date.now()}`;
  const id = await submitQuickSale(page, title);
  await rejectAsAdmin(browser, id, "Please state the lot size.");

  await gotoReady(page, DASHBOARD);
  const item = myItem(page, title);
  await expect(item).toContainText("Rejected");
  await expect(item).toContainText("Please state the lot size.");
  await expect(item).toContainText("Reviewed");
  await item.getByRole("link", { name: `Edit ${title}` }).click();
  await waitUntilReady(page);

  const form = listingForm(page);
  await expect(page.getByRole("region", { name: "Review" })).toContainText("Please state the lot size.");
  await expect(form.getByLabel("Title")).toHaveValue(title);
  await form.getByLabel("List price (US$)").fill("910000");
  await form.getByRole("button", { name: "Next: Details" }).click();
  await form.getByLabel("Lot size (acres) (optional)").fill("0.6");
  await form.getByRole("button", { name: "Next: Photos" }).click();
  await form.getByRole("button", { name: "Next: Review and submit" }).click();
  await form.getByRole("button", { name: "Save and submit for review" }).click();

  await expect(page).toHaveURL(/\?saved=/);
  await expect(page.getByRole("status").filter({ hasText: "Saved — your listing is waiting for review again" })).toBeVisible();
  await expect(myItem(page, title)).toContainText("Pending review");
});

test("an agent withdraws a pending listing after confirming", async ({ page }) => {
  test.slow();
  await signIn(page, "agent@demo.test");
  const title = `Withdrawn Lot ${Date.now()}`;
  await submitQuickSale(page, title);
  await myItem(page, title).getByRole("link", { name: `Withdraw ${title}` }).click();
  await waitUntilReady(page);
  const dialog = page.getByRole("alertdialog", { name: `Withdraw “${title}”?` });
  await dialog.getByRole("button", { name: "Withdraw permanently" }).click();
  await expect(page).toHaveURL(/\?withdrawn=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Your listing was withdrawn" })).toBeVisible();
  await expect(myListings(page)).not.toContainText(title);
});

test.describe("bad input", () => {
  // Chromium logs a refused upload's or form's 4xx answer as a console error.
  test.use({ allowConsoleErrors: [/status of 4\d\d/] });

  test("a text file renamed .jpg and a 16 MB photo each get their message and are not added", async ({ page }, testInfo) => {
    test.slow(); // 16 MB travels to the browser and, for the server's own check, to the server.
    await signIn(page, "agent@demo.test");
    await openSaleForm(page);
    const form = listingForm(page);
    await fillSaleBasics(page, `Bad Photos ${Date.now()}`);
    await form.getByRole("button", { name: "Next: Details" }).click();
    await form.getByRole("button", { name: "Next: Photos" }).click();

    // Dropped on the drop zone: a text file named like a photo.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["This is a text file, not a photo.\n".repeat(40)], "beach.jpg", { type: "image/jpeg" }));
      return transfer;
    });
    await form.getByText("Drag photos here, or").locator("..").dispatchEvent("drop", { dataTransfer: dropped });
    const refused = form.getByRole("alert").filter({ hasText: "beach.jpg" });
    await expect(refused).toContainText(NOT_AN_IMAGE);
    // From disk: the browser reads it itself, faster than sending 16 MB through the test protocol.
    const hugePath = testInfo.outputPath("huge.jpg");
    await writeFile(hugePath, Buffer.alloc(16 * 1024 * 1024));
    await form.getByLabel("Choose photos").setInputFiles(hugePath);
    await expect(form.getByRole("alert").filter({ hasText: "huge.jpg" })).toContainText(IMAGE_TOO_LARGE);
    await expect(form.getByRole("list", { name: "Photos, in order" })).toHaveCount(0);

    // The server checks again, whatever the browser does.
    const upload = (name: string, buffer: Buffer) =>
      page.request.post("/agent/uploads", { multipart: { photo: { name, mimeType: "image/jpeg", buffer } } });
    const text = await upload("beach.jpg", Buffer.from("Still not a photo."));
    expect(text.status()).toBe(400);
    expect(await text.json()).toEqual({ success: false, error: NOT_AN_IMAGE });
    const huge = await upload("huge.jpg", Buffer.alloc(16 * 1024 * 1024));
    expect(huge.status()).toBe(413);
    expect(await huge.json()).toEqual({ success: false, error: IMAGE_TOO_LARGE });
  });

  test("a negative price and 900 bedrooms get their messages and nothing is stored", async ({ page }) => {
    await signIn(page, "agent@demo.test");
    await openSaleForm(page);
    const form = listingForm(page);
    const title = `Absurd Listing ${Date.now()}`;
    // Skip the browser's own checks so that the server's answer is seen.
    await form.evaluate((element) =>
      element.querySelectorAll("input").forEach((input) => (input.removeAttribute("min"), input.removeAttribute("max"), input.removeAttribute("pattern"))),
    );
    await fillSaleBasics(page, title, "-5");
    await form.getByRole("button", { name: "Next: Details" }).click();
    await form.getByLabel("Bedrooms (optional)").fill("900");
    await form.getByRole("button", { name: "Next: Photos" }).click();
    await form.getByRole("button", { name: "Next: Review and submit" }).click();
    await form.getByRole("button", { name: "Submit for review" }).click();

    // Back on the step with the first refused field, which has the focus.
    const price = form.getByLabel("List price (US$)");
    await expect(price).toBeFocused();
    await expect(price).toHaveAccessibleDescription(/Price must be a positive amount/);
    await form.getByRole("button", { name: "Next: Details" }).click();
    await expect(form.getByLabel("Bedrooms (optional)")).toHaveAccessibleDescription(/Bedrooms must be between 0 and 50/);
    await expect(form.getByLabel("Title")).toHaveValue(title);
    await gotoReady(page, DASHBOARD);
    await expect(myListings(page)).not.toContainText(title);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every step shows at once and a sold listing still submits; photos say they need JavaScript", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail address").fill("agent@demo.test");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/agent\/agentdashboard$/);
    await page.getByRole("link", { name: "Add a sold listing" }).click();

    const form = listingForm(page);
    await expect(form.getByText("Adding photos needs JavaScript")).toBeVisible();
    const title = `Sold Without Script ${Date.now()}`;
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Category").selectOption("land");
    await form.getByLabel("Sale price (US$)").fill("310000");
    await form.getByLabel("Closing date").fill("2025-02-14");
    await form.getByRole("button", { name: "Submit for review" }).click();
    await expect(page).toHaveURL(/\?submitted=/);
    await expect(myItem(page, title)).toContainText("Sold");
  });
});

test("an anonymous visitor is sent to /login, and the upload endpoint answers 401", async ({ page }) => {
  await page.goto(DASHBOARD);
  await expect(page).toHaveURL(/\/login$/);
  const upload = await page.request.post("/agent/uploads", { multipart: { photo: { name: "a.jpg", mimeType: "image/jpeg", buffer: Buffer.from("x") } } });
  expect(upload.status()).toBe(401);
});
