import { describe, expect, it } from "vitest";
import { sourceSentence, timeBefore } from "./describe-source";
import { channelOf, FIRST_TOUCH_MAX, readFirstTouch } from "./source-rules";

const NOW = Date.parse("2031-03-01T13:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe("readFirstTouch", () => {
  it("keeps the known campaign keys, referrer as origin and path, landing path without query, and a plausible time", () => {
    const touch = readFirstTouch(
      JSON.stringify({
        campaign: { utm_source: "google", utm_medium: "cpc", utm_campaign: "winter-villas", gclid: "Cj0KCQ", evil: "x", utm_id: "dropped" },
        referrer: "https://www.google.com/search?q=st+john+villas#top",
        landing: "/villa/sea-breeze?utm_source=google#photos",
        at: NOW - 3 * DAY,
        extra: { nested: true },
      }),
      NOW,
    );
    expect(touch).toEqual({
      campaign: { utm_source: "google", utm_medium: "cpc", utm_campaign: "winter-villas", gclid: "Cj0KCQ" },
      referrer: "https://www.google.com/search",
      landing: "/villa/sea-breeze",
      at: NOW - 3 * DAY,
    });
  });

  it("caps every value and removes control characters and characters the database cannot store", () => {
    const touch = readFirstTouch(
      { campaign: { utm_campaign: "a".repeat(500), utm_term: "line\nbreak\u0007bell", utm_content: "nul\u0000here", fbclid: "b".repeat(900) }, landing: `/${"p".repeat(900)}` },
      NOW,
    );
    expect(touch?.campaign.utm_campaign).toHaveLength(100);
    expect(touch?.campaign.utm_term).toBe("line break bell");
    expect(touch?.campaign.utm_content).toBeUndefined();
    expect(touch?.campaign.fbclid).toHaveLength(200);
    expect(touch?.landing).toHaveLength(300);
  });

  it("reads hostile or useless input as nothing rather than failing", () => {
    for (const raw of [null, undefined, "", "not json", "[1,2]", "42", '"text"', "{}", JSON.stringify({ campaign: "x", referrer: 5, landing: ["/"] }), "x".repeat(FIRST_TOUCH_MAX + 1)]) {
      expect(readFirstTouch(raw, NOW)).toBeNull();
    }
    // Scripts, protocol-relative and other-scheme addresses are not pages or referrers.
    expect(readFirstTouch({ referrer: "javascript:alert(1)", landing: "//evil.example/x" }, NOW)).toBeNull();
    expect(readFirstTouch({ landing: "/", at: NOW + DAY }, NOW)).toEqual({ campaign: {}, referrer: null, landing: "/", at: null });
    expect(readFirstTouch({ landing: "/", at: NOW - 400 * DAY }, NOW)?.at).toBeNull();
    expect(readFirstTouch({ landing: "/", at: Number.NaN }, NOW)?.at).toBeNull();
  });
});

describe("channelOf", () => {
  const touch = (campaign: Record<string, string>, referrer: string | null = null) => ({ campaign, referrer, landing: "/", at: null });
  it("names paid, organic, social, e-mail, referral and direct visits", () => {
    expect(channelOf(touch({ utm_source: "google", utm_medium: "cpc" }))).toBe("Google Ads");
    expect(channelOf(touch({ gclid: "abc" }))).toBe("Google Ads");
    expect(channelOf(touch({ utm_source: "facebook", utm_medium: "paid_social" }))).toBe("Facebook ads");
    expect(channelOf(touch({ utm_source: "google" }))).toBe("Google");
    expect(channelOf(touch({ utm_source: "newsletter", utm_medium: "email" }))).toBe("Email");
    expect(channelOf(touch({ fbclid: "x" }))).toBe("Facebook");
    expect(channelOf(touch({}, "https://www.bing.com/search"))).toBe("Bing");
    expect(channelOf(touch({}, "https://l.instagram.com/"))).toBe("Instagram");
    expect(channelOf(touch({}, "https://www.stjohnbeachguide.com/villas"))).toBe("Referral: stjohnbeachguide.com");
    expect(channelOf(touch({}))).toBe("Direct");
    expect(channelOf(null)).toBe("Not recorded");
    expect(channelOf(touch({ utm_source: "x".repeat(100) })).length).toBeLessThanOrEqual(60);
  });
});

describe("sourceSentence", () => {
  it("says where the lead came from and how long before the enquiry", () => {
    const enquiry = new Date(NOW);
    expect(sourceSentence("Google Ads", { campaign: { utm_campaign: "winter-villas" }, referrer: null, landing: "/villa/sea-breeze", at: null }, new Date(NOW - 3 * DAY), enquiry)).toBe(
      "Came from Google Ads, campaign “winter-villas”, first page /villa/sea-breeze, 3 days before the inquiry.",
    );
    expect(sourceSentence("Direct", { campaign: {}, referrer: null, landing: "/villa/sea-breeze", at: null }, null, enquiry, "Sea Breeze")).toBe("Came from Direct, first page “Sea Breeze”.");
    expect(timeBefore(new Date(NOW - 5 * 60_000), enquiry)).toBe("5 minutes before the inquiry");
    expect(timeBefore(new Date(NOW - 3 * 60 * 60_000), enquiry)).toBe("3 hours before the inquiry");
    expect(timeBefore(null, enquiry)).toBeNull();
  });
});
