import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { getDb } from "~/shared/db/client.server";
import { stayPayments, stripeEventFlags, stripeEvents } from "./stay-account.table";
import { approvedStay, startPaymentsKit } from "./fixtures/payment-test-helpers";
import { stayPageAction } from "./stay-page.server";
import { WEBHOOK_MESSAGES } from "./stripe-webhook.server";

let kit: Awaited<ReturnType<typeof startPaymentsKit>>;

beforeEach(async () => {
  kit = await startPaymentsKit();
});

afterEach(async () => {
  await kit.close();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const wellFormed = (id: string) => JSON.stringify({ id, object: "event", type: "customer.created", data: { object: { id: "cus_x", object: "customer" } } });

describe("the Stripe webhook's envelope", () => {
  it("refuses a validly signed delivery whose timestamp is more than five minutes off, either way, and accepts one within", async () => {
    for (const offset of [3600, 330, -330, -3600]) {
      const answer = await kit.fake.sendSigned(wellFormed(`evt_off_${offset}`), nowSeconds() + offset);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: WEBHOOK_MESSAGES.timestamp });
    }
    expect(await getDb().select().from(stripeEvents)).toEqual([]);
    expect(await getDb().select().from(stripeEventFlags)).toEqual([]);
    for (const offset of [200, -200]) {
      expect((await kit.fake.sendSigned(wellFormed(`evt_in_${offset}`), nowSeconds() + offset)).status).toBe(200);
    }
    expect((await getDb().select().from(stripeEvents)).map((event) => event.id).sort()).toEqual(["evt_in_-200", "evt_in_200"]);
  });

  it("answers 400 to a validly signed body that is not a well-formed event, and records each for the office", async () => {
    const malformed = [
      ["a JSON list", JSON.stringify([{ id: "evt_in_a_list", type: "checkout.session.completed", data: { object: {} } }]), "the body is a list"],
      ["not JSON", "{ this is not json", "the body is not JSON"],
      ["JSON null", "null", "the body is not an object"],
      ["no id", JSON.stringify({ type: "checkout.session.completed", data: { object: {} } }), "the event has no usable id"],
      ["a NUL in the id", JSON.stringify({ id: "evt_\u0000nul", type: "checkout.session.completed", data: { object: {} } }), "the event has no usable id"],
      ["a number for the id", JSON.stringify({ id: 42, type: "checkout.session.completed", data: { object: {} } }), "the event has no usable id"],
      ["a number for the type", JSON.stringify({ id: "evt_type", type: 7, data: { object: {} } }), "the event has no usable type"],
      ["no data", JSON.stringify({ id: "evt_no_data", type: "checkout.session.completed" }), "the event has no data.object"],
      ["a string for data.object", JSON.stringify({ id: "evt_string_object", type: "checkout.session.completed", data: { object: "cs_1" } }), "the event has no data.object"],
      ["a list for data.object", JSON.stringify({ id: "evt_list_object", type: "checkout.session.completed", data: { object: [] } }), "the event has no data.object"],
    ] as const;
    for (const [what, body, problem] of malformed) {
      const answer = await kit.fake.sendSigned(body);
      expect(answer.status, what).toBe(400);
      expect(JSON.parse(answer.body), what).toEqual({ error: WEBHOOK_MESSAGES.malformed });
      const [flag] = await getDb().select().from(stripeEventFlags).where(eq(stripeEventFlags.problem, `Not a well-formed event: ${problem}`));
      expect(flag, what).toBeDefined();
    }
    expect(await getDb().select().from(stripeEvents)).toEqual([]);
    expect(await getDb().select().from(stripeEventFlags)).toHaveLength(malformed.length);
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.action, "payment.event_flagged"));
    expect(audits).toHaveLength(malformed.length);
    expect(audits.find((entry) => (entry.after as { eventId?: string }).eventId === "evt_\uFFFDnul")).toBeDefined();
  });

  it("applies nothing from a well-formed event whose object has the wrong types, and answers 200", async () => {
    const { bookingId, key } = await approvedStay();
    const form = new FormData();
    form.set("intent", "pay");
    await stayPageAction(bookingId, key, form, "203.0.113.9");
    const [deposit] = await getDb().select().from(stayPayments).where(eq(stayPayments.bookingRequestId, bookingId));
    const objects = [
      { id: deposit!.checkoutSessionId, payment_status: "paid", amount_total: String(deposit!.amountCents), currency: "usd", metadata: { payment_id: deposit!.id, booking_id: bookingId } },
      { id: 5, payment_status: "paid", amount_total: deposit!.amountCents, currency: ["usd"], metadata: "payment_id" },
      { id: deposit!.checkoutSessionId, payment_status: "paid", amount_total: deposit!.amountCents, currency: "usd", metadata: [deposit!.id] },
    ];
    for (const [index, object] of objects.entries()) {
      const answer = await kit.fake.sendSigned(JSON.stringify({ id: `evt_types_${index}`, type: "checkout.session.completed", data: { object } }));
      expect(answer.status).toBe(200);
    }
    expect((await getDb().select().from(stayPayments)).map((row) => row.status)).toEqual(["pending"]);
    const problems = (await getDb().select().from(stripeEventFlags)).map((flag) => flag.problem);
    expect(problems).toContain(`amount "${deposit!.amountCents}", expected $759.38`);
  });
});
