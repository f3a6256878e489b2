import { describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES } from "./calendar-messages";
import { UNSAFE_TEXT_MESSAGE } from "~/shared/forms/text";
import { checkFeedUrl, exportPath, exportTokenOfPath, feedLabel, importedSummary } from "./feed-url-rules";

const site = "https://www.sugarapplerealty.example";

describe("checkFeedUrl", () => {
  it("accepts http(s) addresses as given, and webcal:// as https", () => {
    expect(checkFeedUrl(" https://www.airbnb.com/calendar/ical/1234.ics?s=abc ", site)).toEqual({
      ok: true,
      url: "https://www.airbnb.com/calendar/ical/1234.ics?s=abc",
    });
    expect(checkFeedUrl("http://127.0.0.1:4555/vrbo.ics", site)).toEqual({ ok: true, url: "http://127.0.0.1:4555/vrbo.ics" });
    expect(checkFeedUrl("webcal://p01-calendars.icloud.com/published/2/abc", site)).toEqual({
      ok: true,
      url: "https://p01-calendars.icloud.com/published/2/abc",
    });
  });

  it("refuses empty, malformed, non-web and over-long addresses", () => {
    expect(checkFeedUrl("  ", site)).toEqual({ ok: false, error: CALENDAR_MESSAGES.urlRequired });
    expect(checkFeedUrl("airbnb.com/calendar.ics", site)).toEqual({ ok: false, error: CALENDAR_MESSAGES.urlInvalid });
    expect(checkFeedUrl("ftp://example.test/cal.ics", site)).toEqual({ ok: false, error: CALENDAR_MESSAGES.urlInvalid });
    expect(checkFeedUrl("file:///etc/passwd", site)).toEqual({ ok: false, error: CALENDAR_MESSAGES.urlInvalid });
    expect(checkFeedUrl("javascript:alert(1)", site)).toEqual({ ok: false, error: CALENDAR_MESSAGES.urlInvalid });
    expect(checkFeedUrl(`https://example.test/${"a".repeat(2000)}`, site)).toEqual({ ok: false, error: CALENDAR_MESSAGES.urlTooLong });
  });

  it("refuses addresses with credentials", () => {
    expect(checkFeedUrl("https://owner:secret@example.test/cal.ics", site)).toEqual({ ok: false, error: CALENDAR_MESSAGES.urlCredentials });
  });

  it("refuses this site's own export address", () => {
    expect(checkFeedUrl(`${site}${exportPath("Abc_123-xyz")}`, site)).toEqual({ ok: false, error: CALENDAR_MESSAGES.urlOwnExport });
    expect(checkFeedUrl(`${site}/calendar/other.txt`, site)).toMatchObject({ ok: true });
  });
});

describe("export paths", () => {
  it("round-trip the token", () => {
    expect(exportTokenOfPath(exportPath("Abc_123-xyz"))).toBe("Abc_123-xyz");
    expect(exportTokenOfPath("/calendar/abc.ics/extra")).toBeNull();
  });
});

describe("feedLabel", () => {
  it("keeps the owner's label, or names the feed after its site", () => {
    expect(feedLabel("  Owner's  Google ", "https://calendar.google.com/x.ics")).toEqual({ ok: true, label: "Owner's Google" });
    expect(feedLabel("", "https://www.airbnb.com/calendar/ical/1.ics")).toEqual({ ok: true, label: "Airbnb" });
    expect(feedLabel("", "http://www.vrbo.com/icalendar/abc.ics")).toEqual({ ok: true, label: "VRBO" });
    expect(feedLabel("", "https://calendars.example.test/1.ics")).toEqual({ ok: true, label: "calendars.example.test" });
    expect(feedLabel("x".repeat(61), "https://a.test/")).toEqual({ ok: false, error: CALENDAR_MESSAGES.labelTooLong });
  });

  it("refuses a label the database cannot store", () => {
    expect(feedLabel("Air\u0000bnb", "https://a.test/")).toEqual({ ok: false, error: UNSAFE_TEXT_MESSAGE });
    expect(feedLabel("Air\uD800bnb", "https://a.test/")).toEqual({ ok: false, error: UNSAFE_TEXT_MESSAGE });
  });
});

describe("importedSummary", () => {
  it("never keeps a guest's name", () => {
    expect(importedSummary("VRBO", "Reserved - Maria Gonzalez")).toBe("VRBO: Reserved");
    expect(importedSummary("Airbnb", "Airbnb (Not available)")).toBe("Airbnb: Not available");
    expect(importedSummary("VRBO", "Blocked")).toBe("VRBO: Not available");
  });
});
