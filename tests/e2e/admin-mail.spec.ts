import { expect, gotoReady, sendContactMessage, signIn, test } from "./fixtures";

const MAIL = "/admin/admindashboard/mail";

// A sign-in (Argon2) and a form on a busy machine.
test.describe.configure({ timeout: 60_000 });

test("a contact message's notification is delivered by the background sender, shows in the Mail section, and can be resent", async ({ page, browser }) => {
  const name = `Grace Hopper ${Date.now()}`;
  await sendContactMessage(page, { name, email: "grace@example.com", message: "Do you have a villa with a view of Coral Bay in May?" });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@demo.test");
  await gotoReady(admin, "/admin/admindashboard");
  await admin.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Mail" }).click();
  await expect(admin).toHaveURL(MAIL);
  const section = admin.getByRole("region", { name: "Mail" });
  await expect(section.getByRole("heading", { level: 3, name: "Failed" })).toBeVisible();

  // The test server has no SMTP: the sender keeps the message (and logs it) within moments of the commit.
  const recent = section.getByRole("table", { name: "All messages" });
  const row = recent.getByRole("row").filter({ hasText: `Website inquiry from ${name}` });
  await expect(async () => {
    await gotoReady(admin, MAIL);
    await expect(row).toContainText("Kept (no SMTP) after 1 attempt", { timeout: 500 });
  }).toPass({ timeout: 10_000 });

  await row.getByRole("button", { name: "Resend" }).click();
  await expect(admin).toHaveURL(`${MAIL}?done=resent`);
  await expect(section.getByRole("status").filter({ hasText: "The message is queued again" })).toHaveText("The message is queued again and will be sent in a moment.");
  await expect(async () => {
    await gotoReady(admin, MAIL);
    await expect(row).toContainText("Kept (no SMTP) after 1 attempt", { timeout: 500 });
  }).toPass({ timeout: 10_000 });

  // The resend is in the audit log as a sentence, found by who, what and the island day, never as its code.
  await admin.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Audit log" }).click();
  await expect(admin).toHaveURL("/admin/admindashboard/audit");
  const log = admin.getByRole("region", { name: "Audit log" });
  await log.getByLabel("Who").selectOption({ label: "Morgan Hale (admin@demo.test)" });
  await log.getByLabel("What").selectOption({ label: "Mail" });
  const today = await admin.evaluate(() => new Intl.DateTimeFormat("en-CA", { timeZone: "America/St_Thomas" }).format(new Date()));
  await log.getByLabel("From (island day)").fill(today);
  await log.getByLabel("To (island day)").fill(today);
  await log.getByRole("button", { name: "Search" }).click();
  await expect(admin).toHaveURL(new RegExp(`/audit\\?(q=&)?actor=admin%40demo\\.test&kind=mail&from=${today}&to=${today}`));
  const entry = log.getByRole("table", { name: "Audit log" }).getByRole("row").filter({ hasText: `Website inquiry from ${name}` });
  await expect(entry).toContainText(new RegExp(`Administrator Morgan Hale queued the e-mail “Website inquiry from ${name}” to \\S+@\\S+ again\\.`));
  await expect(log).not.toContainText("mail.resend");
  await log.getByLabel("What").selectOption({ label: "Accounts" });
  await log.getByRole("button", { name: "Search" }).click();
  await expect(log.getByRole("table", { name: "Audit log" }).getByRole("row").filter({ hasText: `Website inquiry from ${name}` })).toHaveCount(0);
  await adminContext.close();
});
