import { describe, expect, it } from "vitest";
import { getConfig } from "~/shared/config/env.server";
import { escapeHtml } from "~/shared/html/escape-html";
import { getDb } from "~/shared/db/client.server";
import { listen } from "~/shared/db/notify.server";
import { enqueueMail, MAIL_QUEUED_CHANNEL } from "./enqueue-mail.server";
import { mailOutbox } from "./outbox.table";

const message = { to: "guest@example.com", subject: "Booking request received", text: "We have your request.", replyTo: "office@example.com" };

class Rollback extends Error {}

/** Collects the notifications on the outbox channel. */
async function heard() {
  const payloads: string[] = [];
  const stop = await listen(MAIL_QUEUED_CHANNEL, (payload) => payloads.push(payload));
  return { payloads, stop };
}

describe("enqueueMail", () => {
  it("queues the message, due at once, in the caller's transaction, and wakes the senders on commit", async () => {
    const { payloads, stop } = await heard();
    try {
      const { id } = await getDb().transaction(async (tx) => enqueueMail(tx, { ...message, headers: { "List-Unsubscribe": "<mailto:x@example.com>" } }));
      const [row] = await getDb().select().from(mailOutbox);
      expect(row).toMatchObject({
        id,
        ...message,
        text: expect.stringMatching(/^We have your request\.\n\n-- \n/),
        headers: { "List-Unsubscribe": "<mailto:x@example.com>" },
        status: "queued",
        attempts: 0,
        leaseUntil: null,
        lastError: null,
        sentAt: null,
      });
      expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      await expect.poll(() => payloads, { timeout: 5_000 }).toEqual([id]);
    } finally {
      await stop();
    }
  });

  it("rolls back with its transaction: no row and no wake-up", async () => {
    const { payloads, stop } = await heard();
    try {
      await expect(
        getDb().transaction(async (tx) => {
          await enqueueMail(tx, message);
          throw new Rollback("the change failed");
        }),
      ).rejects.toThrow(Rollback);
      expect(await getDb().select().from(mailOutbox)).toEqual([]);
      // A later commit's notification arrives; the rolled-back one never did.
      const { id } = await enqueueMail(getDb(), message);
      await expect.poll(() => payloads, { timeout: 5_000 }).toEqual([id]);
    } finally {
      await stop();
    }
  });

  it("sends every message as text and as HTML from the one layout, both ending with the brokerage's licenses and the Equal Housing Opportunity notice", async () => {
    const { brokerage, publicUrl } = getConfig();
    await enqueueMail(getDb(), message);
    await enqueueMail(getDb(), { ...message, to: "signer@example.com", blocks: [{ kind: "heading", text: "Signed" }, { kind: "paragraph", text: "Your copy <as signed>." }] });
    const rows = await getDb().select().from(mailOutbox).orderBy(mailOutbox.to);
    const plain = rows.find((row) => row.to === "guest@example.com")!;
    const signed = rows.find((row) => row.to === "signer@example.com")!;
    for (const row of [plain, signed]) {
      expect(row.text).toContain(`${brokerage.legalName}, licensed real estate brokerage, license ${brokerage.license}.`);
      expect(row.text).toContain(`Broker of record: ${brokerage.brokerOfRecord}, license ${brokerage.brokerLicense}.`);
      expect(row.text.match(/Equal Housing Opportunity\./g)).toHaveLength(1);
      expect(row.html).toMatch(/^<!doctype html>/);
      expect(row.html).toContain(`<img src="${publicUrl}/images/mail/logo.png"`);
      expect(row.html).toContain(`Broker of record: ${escapeHtml(brokerage.brokerOfRecord)}, license ${escapeHtml(brokerage.brokerLicense)}.`);
      expect(row.html!.match(/Equal Housing Opportunity\. We are pledged/g)).toHaveLength(1);
    }
    // The text's own words, drawn from it; the composer's blocks, in place of the text.
    expect(plain.html).toContain(">We have your request.</p>");
    expect(signed.html).toContain(">Signed</h2>");
    expect(signed.html).toContain(">Your copy &lt;as signed&gt;.</p>");
    expect(signed.text).toMatch(/^We have your request\./);
  });
});
