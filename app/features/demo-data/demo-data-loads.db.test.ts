import { describe, expect, it } from "vitest";
import { seedDemoUsers } from "~/features/accounts/demo-users.server";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { isDemoDataMissing, markDemoDataLoaded } from "./demo-data-loads.server";

describe("isDemoDataMissing", () => {
  it("stays true until the demo data has loaded to the end, so a first start stopped half-way is finished by the next", async () => {
    expect(await isDemoDataMissing()).toBe(true);
    // Stopped after the first step: the demo accounts exist, nothing else does.
    await seedDemoUsers(getDb(), getConfig().demoPassword);
    expect(await isDemoDataMissing()).toBe(true);

    await markDemoDataLoaded();
    expect(await isDemoDataMissing()).toBe(false);
  });
});
