import { describe, expect, it } from "vitest";
import { readConfig } from "~/shared/config/env.server";
import { startCalendarSync } from "./sync-schedule.server";

describe("CALENDAR_SYNC_INTERVAL_MINUTES", () => {
  it("defaults to 60 minutes, is off under NODE_ENV=test unless set, and 0 turns it off", () => {
    expect(readConfig({ NODE_ENV: "development" }).calendarSyncIntervalMinutes).toBe(60);
    expect(readConfig({ NODE_ENV: "test" }).calendarSyncIntervalMinutes).toBe(0);
    expect(readConfig({ NODE_ENV: "test", CALENDAR_SYNC_INTERVAL_MINUTES: "15" }).calendarSyncIntervalMinutes).toBe(15);
    expect(readConfig({ CALENDAR_SYNC_INTERVAL_MINUTES: "0" }).calendarSyncIntervalMinutes).toBe(0);
    expect(() => readConfig({ CALENDAR_SYNC_INTERVAL_MINUTES: "-5" })).toThrow(/CALENDAR_SYNC_INTERVAL_MINUTES/);
    expect(() => readConfig({ CALENDAR_SYNC_INTERVAL_MINUTES: "hourly" })).toThrow(/CALENDAR_SYNC_INTERVAL_MINUTES/);
  });
});

describe("startCalendarSync", () => {
  it("does nothing when the interval is 0, and otherwise returns a stop function", () => {
    expect(startCalendarSync(0)).toBeNull();
    const stop = startCalendarSync(60);
    expect(stop).toBeTypeOf("function");
    stop!();
  });
});
