import { createHmac } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { startFakeStripe, type FakeStripe } from "../../app/features/stay-payments/fixtures/fake-stripe";
import { gotoReady, signIn } from "../e2e/fixtures";
import { freePort, startApp, type AppProcess } from "./app-process";
import { createAccount, withScratchDatabase } from "./scratch-database";
import { readableMail, startInbox } from "./mail-inbox";

/**
 * A paid villa stay end to end, on a real server with PostgreSQL, a real
 * mail server and the fake Stripe over HTTP: and the webhook that arrives
 * while the server restarts, delivered again by the fake until the new
 * process takes it, applied once.
 */
const PASSWORD = "harbour-lights-2026";
const WEBHOOK_SECRET = "whsec_operations_stay_payments";
const SESSION_SECRET = "operations-test-secret-operations-test";
const ANSWER = { timeout: 30_000 };

function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/St_Thomas", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** An approved rental at $500 a night with a $250 cleaning fee, as the review queue leaves one. */
async function insertRental(db: pg.Client, slug: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into listings (kind, category, subcategory, title, slug, description, area, review_status, standard_status, property_info, nightly_rate, cleaning_fee, max_guests, minimum_nights, list_agent_email, list_agent_name)
     values ('rental', 'residential', 'villa', 'Villa Sea Grape', $1, 'A quiet villa above Chocolate Hole.', 'Chocolate Hole', 'approved', 'Active', $2, 500, 250, 6, 3, 'agent@ops.test', 'Dana Sprauve') returning id`,
    [slug, JSON.stringify({ name: "Villa Sea Grape", slug })],
  );
  return rows[0]!.id;
}

type Setup = { app: AppProcess; fake: FakeStripe; db: pg.Client; databaseUrl: string; port: number; env: Record<string, string> };

async function withPaymentsSite(body: (setup: Setup) => Promise<void>, extraEnv: Record<string, string> = {}, retryDelaysMs?: number[]) {
  await withScratchDatabase("ops_stay_payments", async (databaseUrl) => {
    const port = await freePort();
    const fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`, webhookSecret: WEBHOOK_SECRET, retryDelaysMs });
    const env = {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STRIPE_SECRET_KEY: "sk_test_operations",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.origin,
      SESSION_SECRET,
      ...extraEnv,
    };
    const app = await startApp(env, { port });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await body({ app, fake, db, databaseUrl, port, env });
    } finally {
      await db.end();
      await app.stop();
      await fake.close();
    }
  });
}

async function requestStay(page: Page, slug: string, stay: { checkIn: string; checkOut: string; email: string }) {
  await gotoReady(page, `/rental/${slug}`);
  const form = page.locator("form.booking-form");
  await form.getByLabel("Check-in").fill(stay.checkIn);
  await form.getByLabel("Check-out").fill(stay.checkOut);
  await form.getByLabel("Guests").fill("2");
  await form.getByLabel("Your name").fill("Ada Byron");
  await form.getByLabel("E-mail address").fill(stay.email);
  await form.getByRole("button", { name: "Send booking request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "not yet confirmed" })).toBeVisible(ANSWER);
}

test("a guest asks, an administrator approves inside the balance window, the guest signs and pays the whole stay in one checkout, and a cancellation refunds the policy's share", async ({ browser }) => {
  test.setTimeout(300_000);
  const smtpPort = await freePort();
  const mail = await startInbox(smtpPort);
  try {
    await withPaymentsSite(
      async ({ app, fake, db, databaseUrl }) => {
        await createAccount(databaseUrl, { email: "admin@ops.test", name: "Morgan Hale", role: "admin", password: PASSWORD });
        const slug = "villa-sea-grape";
        const rentalId = await insertRental(db, slug);

        // The administrator writes the rental's agreement on its stay terms page.
        const admin = await (await browser.newContext({ baseURL: app.url })).newPage();
        await signIn(admin, "admin@ops.test", PASSWORD);
        await gotoReady(admin, `/admin/admindashboard/rentals/${rentalId}/terms`);
        await admin.getByLabel(/^Agreement text/).fill("The guests keep the villa tidy.\n\nNo parties or events.");
        await admin.getByRole("button", { name: "Save the stay terms" }).click();
        await expect(admin.getByRole("status").filter({ hasText: "The agreement in force is version 1." })).toBeVisible(ANSWER);

        // The guest reads the policy on the rental's page and asks for 4 nights 45 days ahead.
        const guestEmail = "ada@ops.test";
        const checkIn = dayFromToday(45);
        const guest = await (await browser.newContext({ baseURL: app.url })).newPage();
        await gotoReady(guest, `/rental/${slug}`);
        await expect(guest.locator(".stay-terms-summary")).toContainText("50% refund of what you paid if you cancel 30 or more days before arrival");
        await expect(guest.locator(".stay-terms-summary")).toContainText("A 30% deposit confirms the stay once approved");
        await requestStay(guest, slug, { checkIn, checkOut: dayFromToday(49), email: guestEmail });

        // The administrator approves; the guest's e-mail carries the link to the booking page.
        await gotoReady(admin, "/admin/admindashboard/bookings?status=pending");
        await admin.locator("tr", { hasText: "Ada Byron" }).getByRole("button", { name: /^Approve/ }).click();
        await expect(admin.getByRole("status").filter({ hasText: "Approved" })).toBeVisible(ANSWER);
        const approval = () => mail.received.find((message) => message.to.includes(guestEmail) && readableMail(message.raw).includes("/stay/"));
        await expect.poll(() => Boolean(approval()), { timeout: 30_000, message: "the approval with the payment link arrives" }).toBe(true);
        const link = /https?:\/\/\S+\/stay\/[0-9a-f-]{36}\/[\w-]{43}/.exec(readableMail(approval()!.raw))![0];

        // 45 days ahead, the balance (due 60 days before arrival) is already due: the guest signs the agreement,
        // then pays the whole $2,531.25 on one fake checkout, and nothing is charged later.
        await gotoReady(guest, link);
        await expect(guest.getByRole("button", { name: "Pay for your stay: $2,531.25" })).toBeDisabled();
        await guest.getByLabel("Type your full name to sign").fill("Ada Byron");
        await guest.getByLabel("I have read the rental agreement above and accept it").check();
        await guest.getByRole("button", { name: "Sign the agreement" }).click();
        await expect(guest.getByRole("status").filter({ hasText: "the agreement is signed" })).toBeVisible(ANSWER);
        await expect.poll(() => mail.received.some((message) => message.to.includes(guestEmail) && /Content-Type: text\/html/i.test(message.raw)), { timeout: 30_000 }).toBe(true);
        // Stripe's webhook is held back: back from the checkout, the page says the payment is being confirmed and asks for nothing.
        fake.holdEvents();
        await guest.getByRole("button", { name: "Pay for your stay: $2,531.25" }).click();
        await expect(guest.getByRole("heading", { name: "Pay $2,531.25" })).toBeVisible(ANSWER);
        await guest.getByRole("button", { name: "Pay $2,531.25" }).click();
        await expect(guest).toHaveURL(/\/stay\/.+\?paid=1$/, ANSWER);
        const status = guest.locator(".stay-status");
        await expect(status).toContainText("Payment received — being confirmed");
        await expect(guest.getByRole("button", { name: /^Pay / })).toHaveCount(0);
        await expect(guest.getByText(/by then|due now/)).toHaveCount(0);
        await expect(guest.getByRole("listitem").filter({ hasText: "Stay paid in full" })).toContainText("Being confirmed");

        // The webhook lands and marks it paid: the page shows so by itself, without a reload; the job (every second here) has no balance left to charge.
        await guest.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
        fake.releaseEvents();
        await expect(status).toContainText("Paid — your stay is confirmed", { timeout: 30_000 });
        expect(await guest.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
        await expect(guest.getByText("being confirmed")).toHaveCount(0);
        const payments = guest.getByRole("table", { name: "Every payment, oldest first" });
        await expect(payments.getByRole("row").filter({ hasText: "Whole stay" })).toContainText("Paid");
        await gotoReady(guest, link);
        await expect(payments.getByRole("row").filter({ hasText: "Whole stay" })).toContainText("$2,531.25");
        await expect(payments.getByRole("row").filter({ hasText: "Balance" })).toHaveCount(0);
        expect([...fake.intents.values()].filter((intent) => intent.status === "succeeded").map((intent) => intent.amount)).toEqual([253_125]);

        // 45 days ahead is inside the 50% step: cancelling refunds half of the $2,531.25 paid, and frees the dates.
        await expect(guest.getByText("If you cancel today, $1,265.62 (50% of what you paid) comes back to your card.")).toBeVisible();
        await guest.getByLabel("Yes, cancel my stay").check();
        await guest.getByRole("button", { name: "Cancel my stay" }).click();
        // The cancel answers with a redirect to the page showing the result: a reload shows it again and sends nothing.
        await expect(guest).toHaveURL(/\/stay\/.+\?canceled=1$/, ANSWER);
        await expect(status).toContainText("Your stay is canceled");
        await expect(status).toContainText("A refund of $1,265.62 goes back to your card.");
        await expect(guest.getByRole("button", { name: "Cancel my stay" })).toHaveCount(0);
        await expect(guest.getByText(/due now|charged to the same card/)).toHaveCount(0);
        await expect(async () => {
          await gotoReady(guest, link);
          await expect(payments.getByRole("row").filter({ hasText: "Refund" })).toContainText("Refunded", { timeout: 500 });
        }).toPass({ timeout: 30_000 });
        expect([...fake.refunds.values()].map((refund) => refund.amount)).toEqual([126_562]);
        await gotoReady(guest, `/rental/${slug}?month=${checkIn.slice(0, 7)}`);
        await expect(guest.locator(`td[data-date="${checkIn}"]`)).toHaveAttribute("data-state", "available");
      },
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: "Sugar Apple Realty <stays@ops.test>", STAY_PAYMENTS_INTERVAL_SECONDS: "1" },
    );
  } finally {
    await mail.close();
  }
});

/** The guest's page key the site signs for a booking (an HMAC of its id with the session secret). */
const stayKey = (bookingId: string) => createHmac("sha256", SESSION_SECRET).update(`stay-page:${bookingId}`).digest("base64url");

test("a deposit's webhook that arrives while the server restarts is delivered again by Stripe and applied once", async () => {
  test.setTimeout(240_000);
  await withPaymentsSite(
    async ({ app, fake, db, port, env }) => {
      const rentalId = await insertRental(db, "villa-restart");
      const checkIn = dayFromToday(120);
      const { rows } = await db.query<{ id: string }>(
        `insert into booking_requests (listing_id, source, check_in, check_out, guests, guest_name, email, quote, status, approved_at)
         values ($1, 'rental', $2, $3, 2, 'Ada Byron', 'ada@ops.test', $4, 'approved', now()) returning id`,
        [rentalId, checkIn, dayFromToday(124), JSON.stringify({ nights: 4, lines: [], lodgingCents: 200_000, feesCents: 25_000, taxRate: 0.125, taxableCents: 225_000, taxCents: 28_125, totalCents: 253_125 })],
      );
      const bookingId = rows[0]!.id;
      const terms = { depositPercent: 30, balanceDaysBefore: 60, depositHoldHours: 48, cancellationTiers: [{ daysBefore: 60, refundPercent: 100 }], damageHoldCents: 0, damageHoldDaysBefore: 2 };
      await db.query(
        `insert into stay_accounts (booking_request_id, terms, total_cents, deposit_cents, deposit_due_at, balance_due_on) values ($1, $2, 253125, 75938, now() + interval '48 hours', $3)`,
        [bookingId, JSON.stringify(terms), dayFromToday(60)],
      );

      // The guest opens the checkout from their page.
      const pay = await fetch(`${app.url}/stay/${bookingId}/${stayKey(bookingId)}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
        body: "intent=pay",
      });
      expect(pay.status).toBe(303);
      const session = /\/pay\/(\w+)$/.exec(pay.headers.get("location") ?? "")![1]!;

      // The server stops; meanwhile the guest pays, and Stripe cannot reach the site.
      app.child.kill("SIGTERM");
      expect(await app.exited).toBe(0);
      fake.pay(session);
      await expect.poll(() => fake.attempts.filter((attempt) => attempt.status === "unreachable").length, { timeout: 10_000 }).toBeGreaterThan(0);
      const deposits = async () => (await db.query<{ status: string }>(`select status from stay_payments where booking_request_id = $1 and kind = 'deposit'`, [bookingId])).rows;
      expect(await deposits()).toEqual([{ status: "pending" }]);

      // A new process on the same address takes the retried deliveries.
      const again = await startApp(env, { port });
      try {
        await expect.poll(async () => (await deposits()).map((row) => row.status), { timeout: 60_000, message: "a retried delivery reaches the new process" }).toEqual(["succeeded"]);
        await fake.settled();
        // Delivered once more (a duplicate): nothing changes.
        for (const event of fake.events) fake.redeliver(event.id);
        await fake.settled();
        expect(await deposits()).toEqual([{ status: "succeeded" }]);
        const events = await db.query(`select id from stripe_events`);
        expect(events.rowCount).toBe(fake.events.length);
        const receipts = await db.query(`select id from mail_outbox where "to" = 'ada@ops.test' and subject like 'Payment received%'`);
        expect(receipts.rowCount).toBe(1);
        const unreachable = fake.attempts.filter((attempt) => attempt.status === "unreachable").length;
        expect(unreachable).toBeGreaterThan(0);
      } finally {
        await again.stop();
      }
    },
    {},
    [1000, 2000, 3000, 5000, 8000, 13000, 21000],
  );
});
