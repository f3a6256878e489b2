import { describe, expect, it } from "vitest";
import { openHouseEventsJsonLd } from "./open-house-events";

const place = { title: "27 Reef Bay Trail", area: "Fish Bay", url: "https://example.test/property/27-reef-bay-trail" };

describe("openHouseEventsJsonLd", () => {
  it("describes each open house as an in-person Event at the property, with its times, page and remarks", () => {
    const json = openHouseEventsJsonLd(
      [
        { startsAt: "2026-12-05T18:00:00.000Z", endsAt: "2026-12-05T20:00:00.000Z", remarks: "Park on the road" },
        { startsAt: "2026-12-06T18:00:00.000Z", endsAt: "2026-12-06T19:00:00.000Z", remarks: null },
      ],
      place,
    );
    const events = JSON.parse(json!) as Array<Record<string, unknown>>;
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      "@type": "Event",
      name: "Open house: 27 Reef Bay Trail",
      startDate: "2026-12-05T18:00:00.000Z",
      endDate: "2026-12-05T20:00:00.000Z",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      url: place.url,
      description: "Park on the road",
      location: { "@type": "Place", name: "27 Reef Bay Trail", address: { addressLocality: "Fish Bay", addressRegion: "St. John", addressCountry: "VI" } },
    });
    expect(events[1]).not.toHaveProperty("description");
  });

  it("writes nothing without open houses, and no remark can close the script element", () => {
    expect(openHouseEventsJsonLd([], place)).toBeNull();
    const json = openHouseEventsJsonLd([{ startsAt: "2026-12-05T18:00:00.000Z", endsAt: "2026-12-05T20:00:00.000Z", remarks: "</script><script>alert(1)</script>" }], place)!;
    expect(json).not.toContain("</script");
    expect((JSON.parse(json) as Array<{ description: string }>)[0]!.description).toBe("</script><script>alert(1)</script>");
  });
});
