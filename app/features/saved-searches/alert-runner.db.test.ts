import { describe, expect, it } from "vitest";
import { runAlertRunner } from "./alert-runner.server";
import { approvedByReview, createTestBuyer, createTestSearch, queuedAlerts } from "./saved-search-test-data";

describe("the alert runner", () => {
  it("sends an alert soon after a listing changes, without waiting for its interval, and stops cleanly", async () => {
    const buyer = await createTestBuyer();
    await createTestSearch(buyer, "area=Johnson Bay");
    const stop = runAlertRunner({ intervalMs: 60 * 60 * 1000, afterChangeMs: 20, clockMarginMs: 0 });
    try {
      // The listener starts with the runner; give it a moment before the change it must hear.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const listing = await approvedByReview({ area: "Johnson Bay", title: "Johnson Bay Cottage" });
      await expect.poll(async () => (await queuedAlerts()).length, { timeout: 5_000 }).toBe(1);
      expect((await queuedAlerts())[0]!.text).toContain(`/property/${listing.id}`);
    } finally {
      await stop();
    }
  });

  it("runs on its interval too", async () => {
    const buyer = await createTestBuyer();
    await createTestSearch(buyer, "area=Hansen Bay");
    await approvedByReview({ area: "Hansen Bay" });
    const stop = runAlertRunner({ intervalMs: 50, afterChangeMs: 60 * 60 * 1000, clockMarginMs: 0 });
    try {
      await expect.poll(async () => (await queuedAlerts()).length, { timeout: 5_000 }).toBe(1);
    } finally {
      await stop();
    }
  });
});
