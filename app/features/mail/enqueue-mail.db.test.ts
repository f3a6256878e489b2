import { describe, expect, it } from "vitest";
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
        headers: { "List-Unsubscribe": "<mailto:x@example.com>" },
        status: "queued",
        attempts: 0,
        leaseUntil: null,
        lastError: null,
        sentAt: null,
      });
      expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      await expect.poll(() => payloads).toEqual([id]);
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
      await expect.poll(() => payloads).toEqual([id]);
    } finally {
      await stop();
    }
  });
});
