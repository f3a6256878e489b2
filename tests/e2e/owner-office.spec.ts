import { expect, gotoReady, jpegFile, signIn, test, waitUntilReady } from "./fixtures";

/** After a form is sent: the server's answer can take a while on a busy machine. */
const ANSWER = { timeout: 30_000 };

/** An approved demo rental with no demo bookings, so no stay of it waits to be settled. */
const VILLA = "Villa Caribe Azul";

// The refused payout is answered 400, which the browser logs.
test.use({ allowConsoleErrors: [/status of 400/] });

/** Today on the island, and the month before it ("YYYY-MM"), as the office's pages count them. */
function islandToday(): { today: string; lastMonth: string } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/St_Thomas", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const lastDay = new Date(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`) - 86_400_000).toISOString();
  return { today, lastMonth: lastDay.slice(0, 7) };
}

const monthName = (month: string) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" }).format(new Date(`${month}-01T00:00:00Z`));

test("an administrator invites an owner, puts a villa under their management, records money and closes last month; the trust account balances", async ({ page }) => {
  test.setTimeout(180_000);
  const { today, lastMonth } = islandToday();
  const name = "Marguerite Owner";
  const email = `marguerite-${Date.now()}@example.test`;

  // Invite the owner.
  await signIn(page, "admin@demo.test");
  await gotoReady(page, "/admin/admindashboard/owners");
  const invite = page.locator("form").filter({ has: page.getByRole("heading", { name: "Invite an owner" }) });
  await invite.getByLabel("Owner's name").fill(name);
  await invite.getByLabel("E-mail address").fill(email);
  await invite.getByLabel("Phone").fill("340-555-0142");
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(`The invitation was e-mailed to ${name} at ${email}: its link lets them choose a password within seven days.`, ANSWER);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(email);
  await expect(row).toContainText("Not yet accepted");
  await expect(row).toContainText("None yet");
  await expect(row).toContainText("$0");

  // Their page: put a villa under their management, then its contract.
  await row.getByRole("link", { name }).click();
  await waitUntilReady(page);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const link = page.locator("form").filter({ has: page.getByRole("heading", { name: "Manage a villa for this owner" }) });
  await link.getByLabel("Rental").selectOption({ label: VILLA });
  await link.getByRole("button", { name: "Manage this villa" }).click();
  await expect(link.getByRole("status")).toHaveText(`${VILLA} is now managed for ${name}. Add its contract below.`, ANSWER);
  await expect(page.getByRole("heading", { level: 3, name: VILLA })).toBeVisible();

  const contract = page.locator("form").filter({ has: page.getByRole("heading", { name: "Add a contract version" }) });
  await contract.getByLabel("Effective from").fill("2020-01-01");
  await contract.getByLabel("Commission (%)").fill("20");
  await contract.getByLabel("Damage waiver, owner's share (%)").fill("50");
  await contract.getByLabel("Payout schedule").selectOption({ label: "Quarterly" });
  await contract.getByRole("button", { name: "Add the contract" }).click();
  await expect(contract.getByRole("status")).toHaveText(`${VILLA}'s contract from Jan 1, 2020 was added.`, ANSWER);
  const version = page.getByRole("table", { name: `${VILLA}'s contract versions, oldest first` }).getByRole("row", { name: /Jan 1, 2020/ });
  await expect(version).toContainText("20%");
  await expect(version).toContainText("50%");
  await expect(version).toContainText("Quarterly");

  // An expense with its receipt photo (the balance is $0, so it needs a note).
  const expense = page.locator("form").filter({ has: page.getByRole("heading", { name: "Record an expense" }) });
  await expense.getByLabel("Vendor").fill("Island Pools");
  await expense.getByLabel("Category").fill("Pool");
  await expense.getByLabel("Amount (US$)").fill("125.50");
  await expense.getByLabel("Receipt photo").setInputFiles(await jpegFile("receipt.jpg", "#f4f1e8"));
  await expect(expense.getByText("Receipt uploaded; record the expense to keep it.")).toBeVisible(ANSWER);
  await expect(expense.getByRole("img", { name: "The uploaded receipt" })).toBeVisible();
  await expense.getByLabel("Note").fill("Pump repaired before the season; the owner agreed");
  await expense.getByRole("button", { name: "Record the expense" }).click();
  await expect(expense.getByRole("status")).toHaveText("The expense of $125.50 to Island Pools was recorded, with its receipt.", ANSWER);
  await expect(page.locator(".owner-facts__balance")).toContainText("-$125.50");

  // A payout beyond the balance is refused until a note says why.
  const payout = page.locator("form").filter({ has: page.getByRole("heading", { name: "Record a payout" }) });
  await payout.getByLabel("Amount (US$)").fill("500");
  await payout.getByLabel("Method").selectOption({ label: "ACH" });
  await payout.getByLabel("Reference").fill("ACH-1001");
  await payout.getByRole("button", { name: "Record the payout" }).click();
  await expect(payout.getByRole("alert")).toHaveText("The payout is more than the owner's balance; add a note to pay it anyway.", ANSWER);
  const note = payout.getByLabel("Note");
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(note).toBeFocused();
  await expect(payout.getByLabel("Amount (US$)")).toHaveValue("500");
  await note.fill("Advance for the roof repair, agreed by phone");
  await payout.getByRole("button", { name: "Record the payout" }).click();
  await expect(payout.getByRole("status")).toContainText("The payout of $500 by ACH on", ANSWER);
  await expect(page.locator(".owner-facts__balance")).toContainText("-$625.50");

  // Close last month's statement.
  const close = page.locator("form").filter({ has: page.getByRole("heading", { name: "Close statements" }) });
  await expect(close.getByLabel("Close statements through")).toHaveValue(lastMonth);
  await close.getByRole("button", { name: "Close the statements" }).click();
  await expect(close.getByRole("status")).toHaveText(`Statements closed through ${monthName(lastMonth)} (1 month).`, ANSWER);
  const statement = page.getByRole("table", { name: "The owner's monthly statements, newest first" }).getByRole("row", { name: new RegExp(monthName(lastMonth)) });
  await expect(statement).toContainText("Closed");
  await expect(close).toContainText(`Every statement through ${monthName(lastMonth)} is closed`);
  await expect(statement.getByRole("link", { name: monthName(lastMonth) })).toHaveAttribute("href", new RegExp(`/admin/admindashboard/owners/[0-9a-f-]{36}/statements/${lastMonth}$`));

  // The trust account: last month by default, then this month (the demo owners' money of the month counts there too).
  await gotoReady(page, "/admin/admindashboard/trust");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(`${lastMonth}-01`);
  await page.getByLabel("From", { exact: true }).fill(`${today.slice(0, 7)}-01`);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Reconcile" }).click();
  await expect(page.getByRole("status")).toContainText("The trust account balances for", ANSWER);
  await expect(page.getByRole("row", { name: /Expenses paid for owners/ })).toContainText(/\$[\d,]+\.\d\d/);
  await expect(page.getByRole("row", { name: /Payouts to owners/ })).toContainText(/\$[\d,]+/);
  await expect(page.getByRole("row", { name: /Hotel tax due for the period/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Balances/ })).toContainText("Yes");

  // Money leaving the trust account for the brokerage and the territory: never more than it holds for each.
  const draw = page.getByRole("form", { name: "Record a brokerage draw" });
  await draw.getByLabel("Amount (US$)").fill("999999");
  await draw.getByLabel("Reference").fill("OP-E2E");
  await draw.getByRole("button", { name: "Record the draw" }).click();
  await expect(page.getByRole("form", { name: "Record a brokerage draw" }).getByRole("alert")).toContainText("The brokerage has", ANSWER);
  await expect(page.getByRole("form", { name: "Record a brokerage draw" }).getByLabel("Reference")).toHaveValue("OP-E2E");
  const tax = page.getByRole("form", { name: "Record a hotel tax payment" });
  await tax.getByLabel("Amount (US$)").fill("1.00");
  await tax.getByLabel("Return from").fill(`${lastMonth}-01`);
  await tax.getByLabel("Return to").fill(`${lastMonth}-28`);
  await tax.getByLabel("Reference").fill("VI-E2E");
  await tax.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByRole("form", { name: "Record a hotel tax payment" }).getByRole("status")).toContainText("The hotel tax payment of $1 on", ANSWER);
  const paidOut = page.getByRole("table", { name: /Hotel tax paid to the territory and the brokerage's draws/ });
  await expect(paidOut.getByRole("row", { name: /VI-E2E/ })).toContainText("$1.00");
  await expect(page.getByRole("row", { name: /Hotel tax paid to the territory/ }).first()).toContainText("$");
  await expect(page.getByRole("row", { name: /^Balances/ })).toContainText("Yes");
});
