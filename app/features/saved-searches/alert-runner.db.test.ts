import { describe, expect, it, vi } from "vitest";
import type * as notifyModule from "~/shared/db/notify.server";
import { listen } from "~/shared/db/notify.server";
import { runAlertRunner } from "./alert-runner.server";
import { approvedByReview, createTestBuyer, createTestSearch, queuedAlerts } from "./saved-search-test-data";

// The runner's listener, watched: a change made before it listens would go unheard.
vi.mock("~/shared/db/notify.server", async (importOriginal) => {
  const actual = await importOriginal<typeof notifyModule>();
  return { ...actual, listen: vi.fn(actual.listen) };
});

describe("the alert runner", () => {
  it("sends an alert soon after a listing changes, without waiting for its interval, and stops cleanly", async () => {
    const buyer = await createTestBuyer();
    await createTestSearch(buyer, "area=Johnson Bay");
    vi.mocked(listen).mockClear();
    const stop = runAlertRunner({ intervalMs: 60 * 60 * 1000, afterChangeMs: 20, clockMarginMs: 0 });
    try {
      // The listener starts with the runner: the change comes once it listens, however long that takes.
      expect(listen).toHaveBeenCalledTimes(1);
      await vi.mocked(listen).mock.results[0]!.value;
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
