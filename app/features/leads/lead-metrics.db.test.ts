import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { leads } from "./lead.table";
import { firstResponseStats } from "./lead-metrics.server";
import { NOW } from "./lead-test-helpers";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function lead(arrivedDaysAgo: number, answeredAfterHours: number | null) {
  const createdAt = new Date(NOW.getTime() - arrivedDaysAgo * DAY);
  await getDb()
    .insert(leads)
    .values({
      listingTitle: "Sea Grape Cottage",
      listingPath: "/property/x",
      message: "Hello",
      createdAt,
      firstResponseAt: answeredAfterHours === null ? null : new Date(createdAt.getTime() + answeredAfterHours * HOUR),
    });
}

describe("firstResponseStats", () => {
  it("says there are no leads when none arrived in the last 90 days", async () => {
    await lead(120, 1);
    expect(await firstResponseStats(getDb(), NOW)).toEqual({ medianSeconds: null, answered: 0, total: 0 });
  });

  it("is the median time to the first response over the last 90 days' answered leads, counting the unanswered", async () => {
    await lead(1, 1);
    await lead(10, 2);
    await lead(20, 4);
    await lead(30, 10);
    await lead(40, null);
    // Older than the window: left out however slow.
    await lead(100, 500);
    expect(await firstResponseStats(getDb(), NOW)).toEqual({ medianSeconds: 3 * 3600, answered: 4, total: 5 });
  });
});
