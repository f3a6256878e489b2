import { expect, gotoReady, test, signedInPage } from "./fixtures";
import { demoPath } from "./page-kinds";

/** After a form is sent: the server's answer can take a while on a busy machine. */
const ANSWER = { timeout: 30_000 };

/** A seeded demo listing for sale; its agent is one of the two demo agents. */
const LISTING = "Frank Bay Two-Bedroom Condo";
const AGENTS = { "Dana Sprauve": "agent@demo.test", "Jordan Penn": "agent2@demo.test" } as const;

/** "YYYY-MM-DDTHH:MM" on the island's clock (UTC−4), `days` from now at `hour`:00. */
function islandTime(days: number, hour: number): string {
  const island = new Date(Date.now() - 4 * 60 * 60 * 1000 + days * 86_400_000);
  return `${island.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

// The refused enquiry answers 400, which the browser reports as a failed load.
test.use({ allowConsoleErrors: [/status of 400/] });

test("a visitor's enquiry with a showing request reaches the listing's agent only; the agent confirms a time and adds a note; the administrator sees it", async ({ page, browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const buyer = { name: `Ada${tag} Lovelace`, email: `ada.${tag}@example.com` };
  const path = await demoPath(request, "/property/", LISTING);

  // 1. A visitor fills the enquiry form on the listing page and asks for a showing at two times.
  await gotoReady(page, path);
  const shownAgent = await page.locator(".listing-agent").innerText();
  const names = Object.keys(AGENTS) as Array<keyof typeof AGENTS>;
  const ownAgent = names.find((name) => shownAgent.includes(name));
  expect(ownAgent, "a demo agent named on the listing page").toBeTruthy();
  const otherAgent = names.find((name) => name !== ownAgent)!;
  const form = page.locator("form.enquiry-form");
  await expect(form.getByLabel("E-mail address")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue(new RegExp(`I'm interested in ${LISTING}`));
  await form.getByLabel("Your name").fill(buyer.name);
  await form.getByLabel("E-mail address").fill(buyer.email);
  await form.getByText("Request a showing").click();
  await form.getByLabel("First choice").fill(islandTime(-1, 10));
  await form.getByLabel("Second choice").fill(islandTime(6, 15));
  // The spam guard refuses forms sent within SPAM_MIN_FILL_MS of loading.
  await page.waitForTimeout(900);
  // A time in the past (past the browser's own check): the form comes back with the reason and what was typed.
  await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
  await form.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page).toHaveURL(/\/enquiry$/, ANSWER);
  const again = page.locator("form.enquiry-form");
  await expect(again.locator(".field__error")).toHaveText("This time has already passed; please choose a time in the future");
  await expect(again.getByLabel("Your name")).toHaveValue(buyer.name);
  await expect(again.getByLabel("Second choice")).toHaveValue(islandTime(6, 15));
  await again.getByLabel("First choice").fill(islandTime(5, 10));
  await again.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Inquiry sent" })).toBeVisible(ANSWER);
  await expect(page.getByRole("link", { name: `Back to ${LISTING}` })).toHaveAttribute("href", path);

  // 2. The listing's agent sees it under Leads, confirms the second time and adds a note.
  const agent = await signedInPage(browser, AGENTS[ownAgent!]);
  await gotoReady(agent, "/agent/agentdashboard");
  await agent.getByRole("link", { name: "Leads" }).click();
  await expect(agent).toHaveURL(/\/agent\/agentdashboard\/leads$/);
  const row = agent.locator("tr", { hasText: buyer.name });
  await expect(row).toContainText(LISTING);
  await expect(row).toContainText("New");
  await row.getByRole("link", { name: buyer.name }).click();
  await expect(agent.getByText(buyer.email)).toBeVisible();
  const confirmButtons = agent.getByRole("button", { name: /^Confirm / });
  await expect(confirmButtons).toHaveCount(2);
  await confirmButtons.nth(1).click();
  await expect(agent.getByRole("status").filter({ hasText: "Showing confirmed" })).toBeVisible(ANSWER);
  await expect(agent.locator(".lead-showing")).toContainText("Confirmed for");
  await expect(agent.getByRole("button", { name: "Move" })).toBeVisible();
  await expect(agent.getByRole("button", { name: "Cancel the showing" })).toBeVisible();
  await expect(agent.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("showing_booked");
  await agent.getByRole("textbox", { name: "Note", exact: true }).fill(`Called ${tag}; bringing the survey.`);
  await agent.getByRole("button", { name: "Add note" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Note added" })).toBeVisible(ANSWER);
  const timeline = agent.locator(".lead-timeline");
  await expect(timeline).toContainText("Inquiry received");
  await expect(timeline).toContainText("Showing confirmed");
  await expect(timeline).toContainText(`Called ${tag}; bringing the survey.`);
  const leadUrl = agent.url();
  // A task due today (the form's default day): on the pipeline's card as open, not overdue.
  const tasks = agent.getByRole("form", { name: "Add a task" });
  await tasks.getByLabel("New task").fill(`Send the survey ${tag}`);
  await tasks.getByRole("button", { name: "Add task" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Task added" })).toBeVisible(ANSWER);
  await gotoReady(agent, "/agent/agentdashboard/pipeline");
  const agentCard = agent.getByRole("region", { name: /Showing booked/ }).locator(".pipeline-card", { hasText: buyer.name });
  await expect(agentCard).toContainText("1 open task");
  await expect(agentCard).not.toContainText("overdue");

  // 3. The other demo agent does not see it, and cannot open it.
  const other = await signedInPage(browser, AGENTS[otherAgent]);
  await gotoReady(other, "/agent/agentdashboard/leads");
  await expect(other.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(other.locator("tr", { hasText: buyer.name })).toHaveCount(0);
  const response = await other.goto(leadUrl);
  expect(response?.status()).toBe(404);

  // 4. The administrator sees it among all leads, with its status and the confirmed showing.
  const admin = await signedInPage(browser, "admin@demo.test");
  await gotoReady(admin, "/admin/admindashboard/leads");
  const adminRow = admin.locator("tr", { hasText: buyer.name });
  await expect(adminRow).toContainText("Showing booked");
  await expect(adminRow).toContainText(ownAgent!);
  await adminRow.getByRole("link", { name: buyer.name }).click();
  await expect(admin.locator(".lead-timeline")).toContainText(`Called ${tag}; bringing the survey.`);

  // 5. The administrators' pipeline says what is late: the demo lead whose follow-up was due yesterday
  // (its other task is done) and this lead, whose task is due today.
  await gotoReady(admin, "/admin/admindashboard/pipeline");
  const late = admin.locator(".pipeline-card", { hasText: "Marcus Obi" });
  await expect(late.locator(".pipeline-card__tasks--overdue")).toHaveText("1 open task, 1 overdue");
  const current = admin.locator(".pipeline-card", { hasText: buyer.name });
  await expect(current.locator(".pipeline-card__tasks")).toHaveText("1 open task");

  // 6. The agent's dashboard opens on today: the task due today is listed and marked done in one click;
  // the other demo agent's today does not list it.
  await gotoReady(other, "/agent/agentdashboard");
  await expect(other.getByRole("region", { name: /^Today/ })).not.toContainText(`Send the survey ${tag}`);
  await gotoReady(agent, "/agent/agentdashboard");
  const dueToday = agent.getByRole("region", { name: /^Tasks due \d+$/ }).getByRole("listitem").filter({ hasText: `Send the survey ${tag}` });
  await expect(dueToday).toContainText(`${buyer.name} · ${LISTING} · due today`);
  await dueToday.getByRole("button", { name: `Mark done: Send the survey ${tag}` }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Task marked done." })).toBeVisible(ANSWER);
  await expect(agent.getByRole("region", { name: /^Tasks due \d+$/ })).not.toContainText(`Send the survey ${tag}`);
  await gotoReady(agent, leadUrl);
  await expect(agent.locator(".lead-timeline")).toContainText("Task done");
});
