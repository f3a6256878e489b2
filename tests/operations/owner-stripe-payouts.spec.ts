import { expect, test } from "@playwright/test";
import { startFakeStripe } from "../../app/features/stay-payments/fixtures/fake-stripe";
import { gotoReady, signIn } from "../e2e/fixtures";
import { freePort, startApp } from "./app-process";
import { createAccount, withScratchDatabase } from "./scratch-database";

/**
 * An owner paid through Stripe Connect from the office's owner page, on a
 * real server with PostgreSQL and the fake Stripe over HTTP; then Stripe's
 * payout to the trust bank, brought in by "Check Stripe now", shows that
 * transfer matched to the payout's posting.
 */
const PASSWORD = "coral-bay-ledger-2026";
const ANSWER = { timeout: 30_000 };

const islandToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/St_Thomas", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

test("an administrator pays an owner through Stripe once, and the trust page matches Stripe's payout to the bank with that transfer", async ({ browser }) => {
  test.setTimeout(240_000);
  await withScratchDatabase("ops_owner_stripe", async (databaseUrl) => {
    const port = await freePort();
    const webhookSecret = "whsec_operations_owner_stripe";
    const fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`, webhookSecret });
    const app = await startApp(
      { DATABASE_URL: databaseUrl, PUBLIC_URL: `http://127.0.0.1:${port}`, STRIPE_SECRET_KEY: "sk_test_owner_stripe", STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: fake.origin, SESSION_SECRET: "operations-owner-stripe-secret-0123456789" },
      { port },
    );
    try {
      await createAccount(databaseUrl, { email: "office@ops.test", name: "Morgan Hale", role: "admin", password: PASSWORD });
      const page = await (await browser.newContext({ baseURL: app.url })).newPage();
      await signIn(page, "office@ops.test", PASSWORD);

      // The office invites the owner and opens their page.
      const name = "Julian Brathwaite";
      await gotoReady(page, "/admin/admindashboard/owners");
      const invite = page.locator("form").filter({ has: page.getByRole("heading", { name: "Invite an owner" }) });
      await invite.getByLabel("Owner's name").fill(name);
      await invite.getByLabel("E-mail address").fill("julian@ops.test");
      await invite.getByRole("button", { name: "Send the invitation" }).click();
      await expect(page.getByRole("status")).toContainText(`The invitation was e-mailed to ${name}`, ANSWER);
      await page.getByRole("row", { name: new RegExp(name) }).getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible(ANSWER);

      // $1,500 held for the owner, and their Stripe account.
      const adjust = page.getByRole("form", { name: "Adjust the balance" });
      await adjust.getByLabel("Amount (US$)").fill("1500");
      await adjust.getByLabel("Note").fill("Opening balance carried from the old system");
      await adjust.getByRole("button", { name: "Adjust the balance" }).click();
      await expect(page.getByRole("form", { name: "Adjust the balance" }).getByRole("status")).toContainText("credited $1,500", ANSWER);
      const account = page.getByRole("form", { name: "Stripe account for payouts" });
      await account.getByLabel("Stripe account").fill("acct_1JulianOwner77");
      await account.getByRole("button", { name: "Save the Stripe account" }).click();
      await expect(page.getByRole("form", { name: "Stripe account for payouts" }).getByRole("status")).toContainText("acct_1JulianOwner77", ANSWER);

      // Paying $400 through Stripe makes one transfer, recorded as the payout with its tr_ reference.
      const pay = page.getByRole("form", { name: "Pay now through Stripe" });
      await pay.getByLabel("Amount (US$)").fill("400");
      await pay.getByRole("button", { name: "Pay through Stripe" }).click();
      const paid = page.getByRole("form", { name: "Pay now through Stripe" }).getByRole("status");
      await expect(paid).toContainText(`$400 was sent to ${name} through Stripe (transfer tr_`, ANSWER);
      const transferId = /\b(tr_\w+)/.exec((await paid.textContent()) ?? "")![1]!;
      expect([...fake.transfers.keys()]).toEqual([transferId]);
      await expect(page.getByText("$1,100").first()).toBeVisible();

      // Stripe pays its balance out to the trust bank; the office asks Stripe now and sees the transfer matched.
      // The payout arrives on the island's today, so the period below holds it at any hour (UTC's date runs ahead in the evening).
      const today = islandToday();
      fake.payOut({ arrivalDate: today });
      await gotoReady(page, `/admin/admindashboard/trust?from=${today.slice(0, 7)}-01&to=${today}`);
      await page.getByRole("button", { name: "Check Stripe now" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Stripe lists 1 payout" })).toContainText("1 matched to postings", ANSWER);
      const payout = page.getByRole("table", { name: "Stripe payouts arriving in the period" }).getByRole("row").nth(1);
      await expect(payout).toContainText("1 of 1");
      await expect(payout).toContainText("-$400");
      await expect(page.getByRole("row", { name: /^Balances/ })).toContainText("Yes");
    } finally {
      await app.stop();
      await fake.close();
    }
  });
});
