import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { crmDeliveries } from "./crm-delivery.table";
import { deleteCrmDeliveriesSettledBefore } from "./crm-retention.server";

const DAY = 86_400_000;
const NOW = new Date("2031-03-01T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const payload = { person: { emails: [{ value: "ada@example.com" }] } };

describe("the CRM events' retention", () => {
  it("removes only events settled before the cutoff, never those still waiting to be sent", async () => {
    await getDb()
      .insert(crmDeliveries)
      .values([
        { event: "lead.created", payload, status: "delivered", deliveredAt: daysAgo(31), createdAt: daysAgo(31) },
        { event: "lead.created", payload, status: "failed", failedAt: daysAgo(40), lastError: "410 Gone", createdAt: daysAgo(41) },
        { event: "lead.status_changed", payload, status: "delivered", deliveredAt: daysAgo(29), createdAt: daysAgo(29) },
        { event: "lead.status_changed", payload, status: "queued", createdAt: daysAgo(60), queuedAt: daysAgo(60), nextAttemptAt: daysAgo(1) },
      ]);

    expect(await deleteCrmDeliveriesSettledBefore(daysAgo(30))).toBe(2);
    const left = await getDb().select({ status: crmDeliveries.status, event: crmDeliveries.event }).from(crmDeliveries);
    expect(left.sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { status: "delivered", event: "lead.status_changed" },
      { status: "queued", event: "lead.status_changed" },
    ]);
    expect(await deleteCrmDeliveriesSettledBefore(daysAgo(30))).toBe(0);
  });
});
