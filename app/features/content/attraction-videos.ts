/**
 * The /attraction/video list: short films of the island on the brokerage's
 * YouTube channel, each shown as a self-hosted poster until a visitor asks
 * for it. Only youtube-nocookie.com is embedded (no cookies until play), and
 * the CSP allows it as a frame source only while this list has entries
 * (server/security-headers.ts).
 *
 * The YouTube ids below are the demo's: replace them with the brokerage's own
 * uploads (the 11-character id from the video's URL) before going live.
 */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** A YouTube video id: 11 characters of letters, digits, - and _. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export type AttractionVideo = {
  youtubeId: string;
  title: string;
  description: string;
  /** Length as minutes and seconds, e.g. "3:12". */
  duration: string;
  /** Poster files under public/, without extension (a .webp and a .jpg of 960×540 each). */
  poster: string;
  posterAlt: string;
};

export const ATTRACTION_VIDEOS: readonly AttractionVideo[] = [
  {
    youtubeId: "sjTrunkBay1",
    title: "Trunk Bay and its underwater trail",
    description: "The national park's most photographed beach, and the snorkel trail around Trunk Cay.",
    duration: "3:12",
    poster: "/images/videos/trunk-bay",
    posterAlt: "White sand beach with palms and calm turquoise water",
  },
  {
    youtubeId: "sjReefBay01",
    title: "Hiking the Reef Bay Trail",
    description: "Down through the forest past the petroglyphs to the old sugar mill on the south shore.",
    duration: "5:40",
    poster: "/images/videos/reef-bay-trail",
    posterAlt: "Green hills rolling down to the sea under a clear sky",
  },
  {
    youtubeId: "sjCoralBay1",
    title: "A day in Coral Bay",
    description: "Sailboats, the East End road and the relaxed side of the island.",
    duration: "4:05",
    poster: "/images/videos/coral-bay",
    posterAlt: "Bay with moored sailboats seen from the hillside",
  },
  {
    youtubeId: "sjRamHead01",
    title: "Sunset from Ram Head",
    description: "The walk from Salt Pond Bay to the island's southern point as the sun goes down.",
    duration: "2:48",
    poster: "/images/videos/ram-head-sunset",
    posterAlt: "Sunset over the water with islands on the horizon",
  },
];

/** The player's address, loaded only when the visitor presses play. */
export function embedUrl(video: Pick<AttractionVideo, "youtubeId">): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`;
}

/** The video's own page, for visitors without JavaScript. */
export function watchUrl(video: Pick<AttractionVideo, "youtubeId">): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(video.youtubeId)}`;
}

/** "3:12" as an ISO 8601 duration ("PT3M12S") for the <time> element. */
export function isoDuration(duration: string): string {
  const [minutes = "0", seconds = "0"] = duration.split(":");
  return `PT${Number(minutes)}M${Number(seconds)}S`;
}

/** The frame origins the CSP must allow: the embed host, only while there are videos to play. */
export function videoFrameSources(videos: readonly AttractionVideo[] = ATTRACTION_VIDEOS): string[] {
  return videos.length > 0 ? [VIDEO_EMBED_ORIGIN] : [];
}
