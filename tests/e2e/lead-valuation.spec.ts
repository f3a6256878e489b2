import type { Page } from "@playwright/test";
import { expect, gotoReady, signedInPage, test } from "./fixtures";

/** After a form is sent: the server's answer can take a while on a busy machine. */
const ANSWER = { timeout: 30_000 };
// The demo agents, by the name the leads table shows and the address they sign in with.
const AGENTS = { "Dana Sprauve": "agent@demo.test", "Jordan Penn": "agent2@demo.test" } as const;

/** The owner's full report on /home-value: a valuation lead for the office's rotation. */
async function askForTheFullReport(page: Page, owner: { name: string; email: string }) {
  await gotoReady(page, "/home-value");
  await page.getByLabel("Street address").fill("4 Peter Bay Road");
  await page.getByLabel("Area", { exact: true }).selectOption("Peter Bay");
  await page.getByLabel("Type", { exact: true }).selectOption("villa");
  await page.getByLabel("Bedrooms").fill("5");
  await page.getByLabel("Bathrooms").fill("5");
  await page.getByLabel("Living area (sq ft)").fill("4800");
  await page.getByLabel("Lot (acres)").fill("1");
  await page.getByLabel("View", { exact: true }).selectOption("ocean");
  // The spam guard refuses forms sent within SPAM_MIN_FILL_MS of loading.
  await page.waitForTimeout(1_100);
  await page.getByRole("button", { name: "Estimate its value" }).click();
  const report = page.locator(".home-value-report");
  await report.getByLabel("Your name").fill(owner.name);
  await report.getByLabel("E-mail address").fill(owner.email);
  await page.waitForTimeout(1_100);
  await report.getByRole("button", { name: "Show the full report" }).click();
  await expect(page.locator(".form__success")).toContainText(`Thank you, ${owner.name}.`, ANSWER);
}

test("the agent of a valuation lead takes a comparable out, sees the estimate change, and sends the owner the valuation", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const owner = { name: `Grace${tag} Hopper`, email: `grace.${tag}@example.com` };
  await askForTheFullReport(page, owner);

  // The office's rotation gave it to one of the demo agents: the administrator's list says which.
  const admin = await signedInPage(browser, "admin@demo.test");
  await gotoReady(admin, "/admin/admindashboard/leads");
  const adminRow = admin.locator("tr", { hasText: owner.name });
  await expect(adminRow).toContainText("Home valuation: 4 Peter Bay Road, Peter Bay");
  const rowText = await adminRow.innerText();
  const own = Object.entries(AGENTS).find(([name]) => rowText.includes(name))?.[1];
  expect(own, "a demo agent was given the lead").toBeTruthy();

  const agent = await signedInPage(browser, own!);
  await gotoReady(agent, "/agent/agentdashboard/leads");
  await agent.locator("tr", { hasText: owner.name }).getByRole("link", { name: owner.name }).click();
  const section = agent.getByRole("region", { name: "Home valuation" });
  await expect(section).toContainText("4 Peter Bay Road, Peter Bay");
  // The agent writes to the owner who asked, not to a buyer.
  await expect(agent.getByRole("heading", { level: 3, name: "Write to the owner" })).toBeVisible();
  await expect(section).toContainText(/As of \w+ \d+, \d{4}/);
  const figure = section.locator(".lead-valuation__figure");
  const before = await figure.innerText();
  expect(before).toMatch(/^\$[\d,]+$/);
  const rows = section.locator(".lead-valuation__comparable");
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(rows.first().getByRole("img")).toHaveAttribute("alt", /.+/);
  await expect(rows.first().getByRole("link")).toHaveAttribute("href", /^\/soldproperty\//);
  const heaviest = await rows.first().getByRole("link").innerText();

  // Take the heaviest comparable out: the estimate is recomputed over the rest.
  await section.getByRole("checkbox", { name: `Use ${heaviest}` }).uncheck();
  await section.getByRole("button", { name: "Recalculate the estimate" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Comparables saved" })).toBeVisible(ANSWER);
  await expect(rows).toHaveCount(count - 1);
  await expect(section.locator(".lead-valuation__excluded")).toContainText(heaviest);
  await expect(figure).not.toHaveText(before);
  const after = await figure.innerText();

  // The owner's copy, read before sending: the PDF downloads.
  const pdf = await agent.request.get(await section.getByRole("link", { name: "Download the PDF" }).getAttribute("href").then((href) => href!));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await section.getByRole("button", { name: "Send the valuation to the owner" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Valuation queued" })).toBeVisible(ANSWER);
  await expect(agent.locator(".lead-timeline")).toContainText("Your home valuation: 4 Peter Bay Road, Peter Bay");
  await expect(agent.locator(".lead-timeline")).toContainText(`estimate ${after}`);

  // The other demo agent cannot open it.
  const other = await signedInPage(browser, Object.values(AGENTS).find((email) => email !== own)!);
  const refused = await other.goto(agent.url());
  expect(refused?.status()).toBe(404);
});
