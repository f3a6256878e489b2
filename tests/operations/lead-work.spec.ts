import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { gotoReady, signIn } from "../e2e/fixtures";
import { freePort, startApp, type AppProcess } from "./app-process";
import { mailHeader, readableMail, startInbox } from "./mail-inbox";
import { createAccount, POSTGRES_URL } from "./scratch-database";

/**
 * Leads worked to a close on a site as operated: two app processes on
 * PostgreSQL and a real SMTP server. Two enquiries about another firm's
 * listing arrive at once and the office's rotation gives them to two agents;
 * an administrator reassigns one; an agent answers a buyer from the lead's
 * page, starting from a template, and the e-mail reaches the mail server from
 * the agent's name with Reply-To the agent; a task due today brings the
 * agent's daily e-mail of tasks.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "harbour-lights-2026";
const ADMIN = { email: "admin@ops.test", name: "Morgan Hale" };
const DANA = { email: "dana@ops.test", name: "Dana Sprauve" };
const JORDAN = { email: "jordan@ops.test", name: "Jordan Penn" };
const BUYERS = [
  { name: "Ada Lovelace", email: "ada@buyers.test" },
  { name: "Grace Hopper", email: "grace@buyers.test" },
];
const AGENT_LEADS = "/agent/agentdashboard/leads";

let app: AppProcess;
let inbox: Awaited<ReturnType<typeof startInbox>>;
let databaseName = "";
let databaseUrl = "";
let listing = { id: "", title: "" };

/** Another firm's listing, imported from an MLS file as an operator does: no agent of ours, so its enquiries come to the office. */
async function importOfficeListing(url: string) {
  const folder = mkdtempSync(path.join(tmpdir(), "lead-work-"));
  const file = path.join(folder, "feed.json");
  writeFileSync(
    file,
    JSON.stringify({
      value: [
        {
          ListingKey: "OPS-LEAD-1",
          StandardStatus: "Active",
          PropertyType: "Residential",
          PropertySubType: "Single Family Residence",
          ListPrice: 1_250_000,
          BedroomsTotal: 3,
          BathroomsTotalInteger: 2,
          UnparsedAddress: "Parcel 7 Estate Fish Bay",
          SubdivisionName: "Fish Bay",
          PublicRemarks: "A stone house above Fish Bay with a cistern, a pool and a deep porch.",
          ListAgentFullName: "Casey Other",
          ListOfficeName: "Another Island Realty",
          OriginalEntryTimestamp: "2026-09-14T13:00:00Z",
        },
      ],
    }),
  );
  try {
    await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/import-listings.ts", file], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: url, LOG_LEVEL: "warn" },
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

async function sendEnquiry(browser: Browser, buyer: { name: string; email: string }) {
  const page = await (await browser.newContext({ baseURL: app.url })).newPage();
  await gotoReady(page, `/property/${listing.id}`);
  const form = page.locator("form.enquiry-form");
  await form.getByLabel("Your name").fill(buyer.name);
  await form.getByLabel("E-mail address").fill(buyer.email);
  await form.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Inquiry sent" })).toBeVisible({ timeout: 15_000 });
  await page.context().close();
}

/** The agent's lead from `buyer`: opened from their Leads list. */
async function openLead(page: Page, buyer: { name: string }) {
  await gotoReady(page, AGENT_LEADS);
  await page.locator("tr", { hasText: buyer.name }).getByRole("link", { name: buyer.name }).click();
  await expect(page.getByRole("heading", { level: 2, name: buyer.name })).toBeVisible();
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  databaseName = `ops_leads_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  const smtpPort = await freePort();
  inbox = await startInbox(smtpPort);
  const port = await freePort();
  app = await startApp(
    {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Sugar Apple Realty <mail@ops.test>",
      // Two processes share the rotation's row; the lead jobs look every second, and the task e-mail goes at any hour.
      WEB_CONCURRENCY: "2",
      LEAD_JOBS_INTERVAL_MS: "1000",
      LEAD_TASK_DIGEST_HOUR: "0",
      LEAD_HANDOFF_MINUTES: "0",
    },
    { port },
  );
  for (const [account, role] of [
    [ADMIN, "admin"],
    [DANA, "agent"],
    [JORDAN, "agent"],
  ] as const) {
    await createAccount(databaseUrl, { ...account, role, password: PASSWORD });
  }
  await importOfficeListing(databaseUrl);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: string; title: string }>(`select id, title from listings where listing_key = 'OPS-LEAD-1'`);
  await db.end();
  listing = rows[0]!;
});

test.afterAll(async () => {
  await app?.stop();
  await inbox?.close();
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
});

test("two office leads arriving at once go to two agents in turn, and an administrator reassigns one", async ({ browser }) => {
  test.setTimeout(180_000);
  await Promise.all(BUYERS.map((buyer) => sendEnquiry(browser, buyer)));

  // Each agent is told of one lead, by mail, and finds it in their list.
  for (const agent of [DANA, JORDAN]) {
    await expect.poll(() => inbox.to(agent.email, "New inquiry:").length, { timeout: 30_000, message: `${agent.name} is told of a lead` }).toBe(1);
    expect(readableMail(inbox.to(agent.email, "New inquiry:")[0]!.raw)).toContain("the office rotation gave it to you");
  }
  const dana = await signedIn(browser, DANA.email);
  const jordan = await signedIn(browser, JORDAN.email);
  await gotoReady(dana, AGENT_LEADS);
  await gotoReady(jordan, AGENT_LEADS);
  const danas = dana.locator("tbody tr");
  const jordans = jordan.locator("tbody tr");
  await expect(danas).toHaveCount(1);
  await expect(jordans).toHaveCount(1);
  const danasBuyer = BUYERS.find((buyer) => inbox.to(DANA.email, "New inquiry:")[0]!.raw.includes(buyer.email))!;
  await expect(danas).toContainText(danasBuyer.name);

  // Dana's lead says how it reached her.
  await openLead(dana, danasBuyer);
  await expect(dana.locator(".lead-summary")).toContainText(`${DANA.name} by the office rotation`);
  await expect(dana.locator(".lead-timeline")).toContainText("Given to an agent by the office rotation");
  const leadPath = new URL(dana.url()).pathname;

  // The administrator gives Dana's lead to Jordan, who is told by mail; Dana no longer sees it.
  const admin = await signedIn(browser, ADMIN.email);
  await gotoReady(admin, leadPath.replace("/agent/agentdashboard/", "/admin/admindashboard/"));
  await admin.getByLabel("Give this lead to").selectOption({ label: JORDAN.name });
  await admin.getByRole("button", { name: "Reassign" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Lead reassigned" })).toBeVisible();
  await expect(admin.locator(".lead-summary")).toContainText(`${JORDAN.name} by an administrator`);
  await expect(admin.locator(".lead-timeline li").first()).toContainText(`Reassigned by ${ADMIN.name}`);
  await expect(admin.locator(".lead-timeline li").first()).toContainText(`To ${JORDAN.name}`);
  await expect.poll(() => inbox.to(JORDAN.email, "Lead for you:").length, { timeout: 30_000 }).toBe(1);
  expect(readableMail(inbox.to(JORDAN.email, "Lead for you:")[0]!.raw)).toContain(`${ADMIN.name} gave you this lead.`);
  const gone = await dana.goto(leadPath);
  expect(gone?.status()).toBe(404);
  await gotoReady(jordan, AGENT_LEADS);
  await expect(jordans).toHaveCount(2);

  // An agent's lead page offers no reassignment (the service refuses an agent's: the authorization matrix).
  await jordan.goto(leadPath);
  await expect(jordan.getByLabel("Give this lead to")).toHaveCount(0);
});

test("an agent answers a buyer from the lead's page, from a template, and the e-mail reaches the mail server from the agent", async ({ browser }) => {
  test.setTimeout(120_000);
  const jordan = await signedIn(browser, JORDAN.email);
  const buyer = BUYERS[0]!;
  await openLead(jordan, buyer);

  // An empty message is refused and nothing is sent.
  await jordan.getByLabel("Subject").fill("Hello");
  await jordan.getByLabel("Message", { exact: true }).fill(" ");
  await jordan.getByRole("button", { name: "Send e-mail" }).click();
  await expect(jordan.locator("#lead-message-body-error")).toHaveText("Please write a message");
  await expect(jordan.getByLabel("Subject")).toHaveValue("Hello");

  // Starting from the built-in first reply fills in the buyer's first name and the listing.
  await jordan.getByLabel("Start from a template").selectOption({ label: "First reply" });
  await jordan.getByRole("button", { name: "Use template" }).click();
  await expect(jordan.getByLabel("Subject")).toHaveValue(`Your inquiry about ${listing.title}, Fish Bay`);
  const body = jordan.getByLabel("Message", { exact: true });
  await expect(body).toHaveValue(/^Hi Ada,\n\nThank you for your interest in/);
  await body.fill(`${await body.inputValue()}\n\nThe cistern was inspected in May.`);
  await jordan.getByRole("button", { name: "Send e-mail" }).click();
  await expect(jordan.getByRole("status").filter({ hasText: "E-mail queued" })).toBeVisible();

  // On the timeline at once; the lead counts as contacted.
  const newest = jordan.locator(".lead-timeline li").filter({ hasText: "E-mail to the buyer" });
  await expect(newest).toContainText(`Subject: Your inquiry about ${listing.title}, Fish Bay`);
  await expect(newest).toContainText("The cistern was inspected in May.");
  await expect(jordan.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("contacted");

  // At the mail server: from Jordan's name at the brokerage's address, Reply-To Jordan.
  await expect.poll(() => inbox.to(buyer.email, "Your inquiry about").length, { timeout: 30_000, message: "the e-mail reaches the buyer" }).toBe(1);
  const mail = inbox.to(buyer.email, "Your inquiry about")[0]!;
  expect(mailHeader(mail.raw, "From")).toBe(`${JORDAN.name} <mail@ops.test>`);
  expect(mailHeader(mail.raw, "Reply-To")).toBe(JORDAN.email);
  const text = readableMail(mail.raw);
  expect(text).toContain("Hi Ada,");
  expect(text).toContain(`${app.url}/property/${listing.id}`);
  expect(text).toContain(`--\n${JORDAN.name}\nSugar Apple Realty`);
  expect(inbox.to(buyer.email, "Hello")).toHaveLength(0);
});

test("a task due today brings the agent's daily e-mail of tasks, once, and is marked done on the lead", async ({ browser }) => {
  test.setTimeout(120_000);
  const jordan = await signedIn(browser, JORDAN.email);
  const buyer = BUYERS[1]!;
  await openLead(jordan, buyer);
  await jordan.getByLabel("New task").fill("Send disclosures");
  // The due day is today on the island, as the form suggests.
  await jordan.getByRole("button", { name: "Add task" }).click();
  await expect(jordan.getByRole("status").filter({ hasText: "Task added." })).toBeVisible();
  const task = jordan.locator(".lead-task", { hasText: "Send disclosures" });
  await expect(task).toContainText("Due ");

  await expect.poll(() => inbox.to(JORDAN.email, "Your lead tasks for").length, { timeout: 30_000, message: "the daily e-mail of tasks arrives" }).toBe(1);
  const digest = readableMail(inbox.to(JORDAN.email, "Your lead tasks for")[0]!.raw);
  expect(mailHeader(inbox.to(JORDAN.email, "Your lead tasks for")[0]!.raw, "Subject")).toMatch(/: 1 due today$/);
  expect(digest).toContain(`- Send disclosures: ${listing.title}, ${buyer.name}`);
  const link = new RegExp(`${app.url}/agent/agentdashboard/leads/[0-9a-f-]{36}`).exec(digest)?.[0];
  expect(link, "the e-mail links to the lead").toBeTruthy();

  // The link opens the lead, where the task is marked done.
  await gotoReady(jordan, new URL(link!).pathname);
  await jordan.getByRole("button", { name: "Mark done: Send disclosures" }).click();
  await expect(jordan.locator(".lead-task", { hasText: "Send disclosures" })).toContainText(`Done by ${JORDAN.name}`);
  await expect(jordan.locator(".lead-timeline li").first()).toContainText("Task done");

  // Later rounds of both processes send no second e-mail that day.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(inbox.to(JORDAN.email, "Your lead tasks for")).toHaveLength(1);
});
