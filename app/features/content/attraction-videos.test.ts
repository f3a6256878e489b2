import { describe, expect, it } from "vitest";
import { ATTRACTION_VIDEOS, embedUrl, isoDuration, VIDEO_EMBED_ORIGIN, videoFrameSources, watchUrl, YOUTUBE_ID } from "./attraction-videos";

describe("attraction videos", () => {
  it("each has a valid id, a length and a self-hosted poster", () => {
    expect(ATTRACTION_VIDEOS.length).toBeGreaterThan(0);
    for (const video of ATTRACTION_VIDEOS) {
      expect(video.youtubeId).toMatch(YOUTUBE_ID);
      expect(video.duration).toMatch(/^\d{1,2}:\d{2}$/);
      expect(video.poster).toMatch(/^\/images\/videos\/[a-z-]+$/);
      expect(video.posterAlt.length).toBeGreaterThan(10);
    }
  });

  it("embeds from youtube-nocookie only, and links to the video's page without JavaScript", () => {
    expect(embedUrl({ youtubeId: "abcDEF12_-3" })).toBe("https://www.youtube-nocookie.com/embed/abcDEF12_-3?autoplay=1&rel=0");
    expect(watchUrl({ youtubeId: "abcDEF12_-3" })).toBe("https://www.youtube.com/watch?v=abcDEF12_-3");
  });

  it("writes lengths as ISO 8601 durations", () => {
    expect(isoDuration("3:12")).toBe("PT3M12S");
    expect(isoDuration("12:05")).toBe("PT12M5S");
  });

  it("asks the CSP for the embed host only while there are videos", () => {
    expect(videoFrameSources()).toEqual([VIDEO_EMBED_ORIGIN]);
    expect(videoFrameSources([])).toEqual([]);
  });
});
