import { CRM_TEST_SECRET, crmPort } from "../../playwright.config";
import { startFakeCrm } from "../../app/features/leads/crm-webhook/fake-crm-test-helpers";
import { verifySignature } from "../../app/features/leads/crm-webhook/webhook-signature";
import { DEMO_PASSWORD, expect, gotoReady, test } from "./fixtures";
import { demoPath } from "./page-kinds";

const ANSWER = { timeout: 30_000 };
const LISTING = "Frank Bay Two-Bedroom Condo";
const AGENTS = { "Dana Sprauve": "agent@demo.test", "Jordan Penn": "agent2@demo.test" } as const;

let crm: Awaited<ReturnType<typeof startFakeCrm>> | undefined;
test.afterEach(async () => {
  await crm?.close();
  crm = undefined;
});

test("a visitor from a Google campaign browses and enquires; the agent's lead page says where they came from, and the CRM receives the signed lead", async ({ page, browser, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  crm = await startFakeCrm({ port: crmPort(Number(new URL(baseURL!).port)) });
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const buyer = { name: `Grace${tag} Hopper`, email: `grace.${tag}@example.com` };
  const path = await demoPath(request, "/property/", LISTING);

  // 1. The first visit comes from a campaign link; the visitor browses on, then enquires.
  await gotoReady(page, "/properties?utm_source=google&utm_campaign=winter");
  await gotoReady(page, "/mls");
  await gotoReady(page, path);
  const shownAgent = await page.locator(".listing-agent").innerText();
  const agentName = (Object.keys(AGENTS) as Array<keyof typeof AGENTS>).find((name) => shownAgent.includes(name));
  expect(agentName, "a demo agent named on the listing page").toBeTruthy();
  const form = page.locator("form.enquiry-form");
  await form.getByLabel("Your name").fill(buyer.name);
  await form.getByLabel("E-mail address").fill(buyer.email);
  // The spam guard refuses forms sent within SPAM_MIN_FILL_MS of loading.
  await page.waitForTimeout(900);
  await form.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Inquiry sent" })).toBeVisible(ANSWER);

  // 2. The listing's agent opens the lead: it says where the buyer first came from.
  const agent = await (await browser.newContext()).newPage();
  await gotoReady(agent, "/login");
  await agent.getByLabel("E-mail address").fill(AGENTS[agentName!]);
  await agent.getByLabel("Password").fill(DEMO_PASSWORD);
  await agent.getByRole("button", { name: "Sign in" }).click();
  await expect(agent).not.toHaveURL(/\/login$/);
  await gotoReady(agent, "/agent/agentdashboard/leads");
  await agent.locator("tr", { hasText: buyer.name }).getByRole("link", { name: buyer.name }).click();
  const source = agent.getByRole("region", { name: "Where this lead came from" });
  // The first page reads as its title and links to where it was.
  await expect(source).toContainText("Came from Google, campaign “winter”, first page “Homes for Sale on St. John”");
  await expect(source.getByRole("link", { name: "Homes for Sale on St. John" })).toHaveAttribute("href", "/properties");
  await expect(source).toContainText("winter");

  // 3. The fake CRM received the new lead, signed with the shared secret, as a Follow Up Boss event.
  const posted = () => crm!.received.filter((post) => (post.body as { person?: { emails?: Array<{ value: string }> } })?.person?.emails?.[0]?.value === buyer.email);
  await expect.poll(() => posted().length, { timeout: 30_000 }).toBe(1);
  const [post] = posted();
  expect(post!.headers["x-webhook-event"]).toBe("lead.created");
  expect(verifySignature(CRM_TEST_SECRET, post!.raw, post!.headers["x-webhook-signature"] as string, new Date())).toBe(true);
  expect(post!.body).toMatchObject({
    type: "Property Inquiry",
    system: "Sugar Apple Realty website",
    person: { firstName: `Grace${tag}`, lastName: "Hopper", tags: expect.arrayContaining(["Source: Google"]) },
    property: { street: LISTING, state: "VI", code: "00830", url: expect.stringContaining(path) },
    campaign: { source: "google", campaign: "winter" },
  });
});
