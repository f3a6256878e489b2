import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { gotoReady, jpegFile, signIn, waitUntilReady } from "../e2e/fixtures";
import { startApp, type AppProcess } from "./app-process";
import { createAccount } from "./scratch-database";
import { mailHeader, readableMail, startInbox } from "./mail-inbox";

/**
 * A saved search's alert, end to end through a real mail server: a buyer
 * signs up (confirming the address with the link that arrives by mail) and
 * saves a search on /mls; an agent submits a matching listing and an
 * administrator approves it; the alert reaches the SMTP server with the
 * listing's link; the buyer follows its unsubscribe link, and the next
 * matching listing sends nothing.
 */
const baseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const APP_PORT = 5161;
const SMTP_PORT = 5162;
const PASSWORD = "harbour-lights-2026";
const SCAN_MS = 1_000;

async function signedInPage(browser: Browser, app: AppProcess, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

/** The agent submits a Fish Bay house with one photo; answers its id. */
async function submitListing(page: Page, title: string): Promise<string> {
  await gotoReady(page, "/agent/agentdashboard");
  await page.getByRole("link", { name: "Add a listing for sale" }).click();
  await waitUntilReady(page);
  const form = page.getByRole("form", { name: /^Add/ });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("residential");
  await form.getByLabel("Type (optional)").selectOption("single-family");
  await form.getByLabel("Area (optional)").selectOption("Fish Bay");
  await form.getByLabel("List price (US$)").fill("925000");
  await form.getByRole("button", { name: "Next: Details" }).click();
  await form.getByLabel("Bedrooms (optional)").fill("3");
  await form.getByRole("button", { name: "Next: Photos" }).click();
  await form.getByLabel("Choose photos").setInputFiles([await jpegFile("porch.jpg", "#3a8fb7")]);
  await expect(form.getByRole("progressbar", { name: "Upload of porch.jpg" })).toHaveAttribute("value", "100");
  await form.getByLabel("Description of photo 1 (alt text)").fill("The porch over Fish Bay");
  await form.getByRole("button", { name: "Next: Review and submit" }).click();
  await form.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\?submitted=/);
  return new URL(page.url()).searchParams.get("submitted")!;
}

async function approve(page: Page, title: string) {
  await gotoReady(page, "/admin/admindashboard");
  await page.getByRole("region", { name: /^Waiting for review/ }).getByRole("link", { name: title }).click();
  await page.getByRole("radio", { name: "Approved (public)" }).check();
  await page.getByRole("button", { name: "Save review" }).click();
  await expect(page.getByRole("form", { name: "Review" }).getByRole("status")).toContainText("the status is now “approved”");
}

test("a saved search's alert arrives by e-mail with the listing's link, and its unsubscribe link stops the next one", async ({ browser }) => {
  test.setTimeout(240_000);
  const name = `ops_alerts_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const mail = await startInbox(SMTP_PORT);
  let app: AppProcess | undefined;
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const publicUrl = `http://127.0.0.1:${APP_PORT}`;
    app = await startApp(
      { DATABASE_URL: databaseUrl, PUBLIC_URL: publicUrl, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, MAIL_FROM: "Sugar Apple Realty <alerts@ops.test>", ALERT_SCAN_INTERVAL_MS: String(SCAN_MS) },
      { port: APP_PORT },
    );
    await db.connect();
    await createAccount(databaseUrl, { email: "admin@ops.test", name: "Morgan Hale", role: "admin", password: PASSWORD });
    await createAccount(databaseUrl, { email: "agent@ops.test", name: "Dana Sprauve", role: "agent", password: PASSWORD });
    const mailsTo = (address: string) => mail.received.filter((message) => message.to.includes(address));

    // The buyer signs up and confirms the address with the link that arrives by mail.
    const buyerEmail = "riley@ops.test";
    const buyer = await (await browser.newContext({ baseURL: app.url })).newPage();
    await gotoReady(buyer, "/signup");
    await buyer.getByLabel("Your name").fill("Riley Quinn");
    await buyer.getByLabel("E-mail address").fill(buyerEmail);
    await buyer.getByLabel("Password").fill(PASSWORD);
    await buyer.getByRole("button", { name: "Create my account" }).click();
    await expect(buyer).toHaveURL(/\/account/);
    await expect.poll(() => mailsTo(buyerEmail).length, { timeout: 30_000 }).toBe(1);
    const verifyLink = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(readableMail(mailsTo(buyerEmail)[0]!.raw))![0];
    await buyer.goto(verifyLink);
    await buyer.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(buyer.getByText(/confirmed/i).first()).toBeVisible();

    // The buyer saves a search on /mls: Fish Bay, three bedrooms or more.
    await gotoReady(buyer, "/mls?area=Fish%20Bay&minBeds=3");
    await buyer.getByLabel("E-mail me new listings").selectOption("instant");
    await buyer.getByRole("button", { name: "Save this search" }).click();
    await expect(buyer).toHaveURL(/\/account\/searches\?notice=saved/);
    await expect(buyer.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
    await expect(buyer.getByRole("heading", { name: "Fish Bay · 3+ beds" })).toBeVisible();

    // An agent submits a matching listing; an administrator approves it.
    const agent = await signedInPage(browser, app, "agent@ops.test");
    const administrator = await signedInPage(browser, app, "admin@ops.test");
    const firstTitle = "Fish Bay Porch House";
    const firstId = await submitListing(agent, firstTitle);
    await approve(administrator, firstTitle);

    // The alert arrives with the listing's link and a one-click unsubscribe.
    await expect.poll(() => mailsTo(buyerEmail).length, { timeout: 30_000, message: "the alert reaches the mail server" }).toBe(2);
    const alert = mailsTo(buyerEmail)[1]!;
    const text = readableMail(alert.raw);
    expect(mailHeader(alert.raw, "Subject")).toBe(`New listing for your search “Fish Bay · 3+ beds”: ${firstTitle}`);
    expect(text).toContain(firstTitle);
    expect(text).toContain(`${publicUrl}/property/${firstId}`);
    expect(text).toContain(`Manage your alerts: ${publicUrl}/account/searches`);
    expect(mailHeader(alert.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /<([^>]+)>/.exec(mailHeader(alert.raw, "List-Unsubscribe") ?? "")![1]!;
    expect(unsubscribe).toMatch(new RegExp(`^${publicUrl}/alerts/unsubscribe\\?search=[0-9a-f-]{36}&token=[\\w-]+$`));

    // Following the unsubscribe link: opening it changes nothing; its button stops the alerts.
    const reader = await (await browser.newContext()).newPage();
    await reader.goto(unsubscribe);
    await reader.getByRole("button", { name: "Stop these alerts" }).click();
    await expect(reader.getByRole("status")).toContainText("You will get no more e-mails");

    // A second matching listing is approved: once the scan has passed it, still no second alert.
    const secondTitle = "Fish Bay Cistern Cottage";
    await submitListing(agent, secondTitle);
    await approve(administrator, secondTitle);
    const approvedAt = (await db.query<{ at: Date }>(`select reviewed_at as at from listings where title = $1`, [secondTitle])).rows[0]!.at;
    await expect
      .poll(async () => (await db.query<{ at: Date }>(`select scanned_until as at from alert_scan_state`)).rows[0]!.at.getTime(), {
        timeout: 30_000,
        message: "the alert scan reads past the second approval",
      })
      .toBeGreaterThan(approvedAt.getTime());
    await new Promise((resolve) => setTimeout(resolve, 3 * SCAN_MS));
    expect(mailsTo(buyerEmail), "no alert after unsubscribing").toHaveLength(2);
  } finally {
    await db.end().catch(() => undefined);
    await app?.stop();
    await mail.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
