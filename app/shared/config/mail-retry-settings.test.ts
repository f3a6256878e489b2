import { describe, expect, it } from "vitest";
import { readConfig } from "./env.server";

describe("the mail retry settings", () => {
  it("default to a first retry after 15 seconds, doubling, at most hourly, for a day", () => {
    expect(readConfig({}).mail.retry).toEqual({ firstDelayMs: 15_000, growthFactor: 2, maxDelayMs: 3_600_000, giveUpAfterMs: 86_400_000 });
  });

  it("read seconds, a factor and hours from MAIL_RETRY_*", () => {
    const config = readConfig({
      MAIL_RETRY_FIRST_DELAY_SECONDS: "30",
      MAIL_RETRY_GROWTH_FACTOR: "3",
      MAIL_RETRY_MAX_DELAY_SECONDS: "900",
      MAIL_RETRY_FOR_HOURS: "48",
    });
    expect(config.mail.retry).toEqual({ firstDelayMs: 30_000, growthFactor: 3, maxDelayMs: 900_000, giveUpAfterMs: 48 * 3_600_000 });
  });

  it("refuse anything but a whole number in range, naming the setting and the range", () => {
    const refusals: Array<[string, string, string]> = [
      ["MAIL_RETRY_FIRST_DELAY_SECONDS", "0", "from 1 to 3600"],
      ["MAIL_RETRY_FIRST_DELAY_SECONDS", "-5", "from 1 to 3600"],
      ["MAIL_RETRY_FIRST_DELAY_SECONDS", "2.5", "from 1 to 3600"],
      ["MAIL_RETRY_FIRST_DELAY_SECONDS", "soon", "from 1 to 3600"],
      ["MAIL_RETRY_FIRST_DELAY_SECONDS", "3601", "from 1 to 3600"],
      ["MAIL_RETRY_GROWTH_FACTOR", "0", "from 1 to 10"],
      ["MAIL_RETRY_GROWTH_FACTOR", "11", "from 1 to 10"],
      ["MAIL_RETRY_MAX_DELAY_SECONDS", "86401", "from 1 to 86400"],
      ["MAIL_RETRY_FOR_HOURS", "0", "from 1 to 168"],
      ["MAIL_RETRY_FOR_HOURS", "169", "from 1 to 168"],
      ["MAIL_RETRY_FOR_HOURS", "", "from 1 to 168"],
    ];
    for (const [name, value, range] of refusals) {
      expect(() => readConfig({ [name]: value }), `${name}=${value}`).toThrow(`${name}: must be a whole number ${range}`);
    }
  });

  it("refuse a maximum delay shorter than the first one", () => {
    expect(() => readConfig({ MAIL_RETRY_FIRST_DELAY_SECONDS: "600", MAIL_RETRY_MAX_DELAY_SECONDS: "60" })).toThrow(
      "MAIL_RETRY_MAX_DELAY_SECONDS (60) must not be less than MAIL_RETRY_FIRST_DELAY_SECONDS (600)",
    );
    expect(readConfig({ MAIL_RETRY_FIRST_DELAY_SECONDS: "600", MAIL_RETRY_MAX_DELAY_SECONDS: "600" }).mail.retry.maxDelayMs).toBe(600_000);
  });
});
