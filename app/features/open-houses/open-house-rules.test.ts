import { describe, expect, it } from "vitest";
import { OPEN_HOUSE_MESSAGES, openHouseBadge, openHouseWhen, parseOpenHouse } from "./open-house-rules";

// Wednesday, November 25, 2026, 10 AM on St. John.
const now = new Date("2026-11-25T14:00:00Z");
const input = { date: "2026-11-28", start: "13:00", end: "15:00", note: "" };

describe("parseOpenHouse", () => {
  it("reads the date and times on the island's clock (UTC−4)", () => {
    expect(parseOpenHouse({ ...input, note: "  Park on   the road " }, now)).toEqual({
      success: true,
      data: { startsAt: new Date("2026-11-28T17:00:00Z"), endsAt: new Date("2026-11-28T19:00:00Z"), remarks: "Park on the road" },
    });
  });

  it("refuses an end at or before the start, a time already past, one too far ahead, and a long note, each on its field", () => {
    expect(parseOpenHouse({ ...input, end: "13:00" }, now)).toMatchObject({ success: false, fieldErrors: { end: OPEN_HOUSE_MESSAGES.endBeforeStart } });
    expect(parseOpenHouse({ ...input, date: "2026-11-25", start: "09:00", end: "11:00" }, now)).toMatchObject({ success: false, fieldErrors: { start: OPEN_HOUSE_MESSAGES.past } });
    expect(parseOpenHouse({ ...input, date: "2027-08-01" }, now)).toMatchObject({ success: false, fieldErrors: { date: OPEN_HOUSE_MESSAGES.tooFar } });
    expect(parseOpenHouse({ ...input, end: "23:00", start: "08:00" }, now)).toMatchObject({ success: false, fieldErrors: { end: OPEN_HOUSE_MESSAGES.tooLong } });
    expect(parseOpenHouse({ ...input, note: "x".repeat(201) }, now)).toMatchObject({ success: false, fieldErrors: { note: OPEN_HOUSE_MESSAGES.note } });
    expect(parseOpenHouse({ date: "2026-02-30", start: "1pm", end: "", note: "" }, now)).toMatchObject({
      success: false,
      error: OPEN_HOUSE_MESSAGES.date,
      fieldErrors: { date: OPEN_HOUSE_MESSAGES.date, start: OPEN_HOUSE_MESSAGES.start, end: OPEN_HOUSE_MESSAGES.end },
    });
  });
});

describe("how an open house reads", () => {
  it("names the island's weekday and hours on a card and in an e-mail", () => {
    expect(openHouseBadge("2026-11-28T17:00:00Z", "2026-11-28T19:00:00Z")).toBe("Open house Sat 1:00–3:00 PM");
    expect(openHouseBadge("2026-11-29T15:30:00Z", "2026-11-29T17:00:00Z")).toBe("Open house Sun 11:30 AM–1:00 PM");
    // Midnight starting Saturday in UTC is 8 PM Friday on the island.
    expect(openHouseBadge("2026-11-28T00:00:00Z", "2026-11-28T01:00:00Z")).toBe("Open house Fri 8:00–9:00 PM");
    expect(openHouseWhen("2026-11-28T17:00:00Z", "2026-11-28T19:00:00Z")).toBe("Sat, Nov 28, 2026, 1:00–3:00 PM AST");
  });
});
