import { embedUrl, isoDuration, watchUrl, type AttractionVideo } from "./attraction-videos";

/**
 * A video as a poster with a play button: nothing is fetched from the video
 * host until the visitor presses play. The shell script (enhance/video-facade.ts)
 * then swaps in the player's iframe; without JavaScript the button is a link
 * to the video's own page.
 */
export function VideoFacade({ video, headingId, priority = false }: { video: AttractionVideo; headingId: string; /** Above the fold: load the poster at once. */ priority?: boolean }) {
  return (
    <div className="video-facade" data-video-facade>
      <picture>
        <source type="image/webp" srcSet={`${video.poster}.webp`} />
        <img src={`${video.poster}.jpg`} width={960} height={540} alt={video.posterAlt} loading={priority ? "eager" : "lazy"} decoding="async" />
      </picture>
      <a
        className="video-facade__play"
        href={watchUrl(video)}
        data-video-src={embedUrl(video)}
        data-video-title={video.title}
        aria-describedby={headingId}
      >
        <span className="video-facade__icon" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
        <span>Play video</span>
      </a>
      <span className="video-facade__duration">
        <span className="visually-hidden">Length </span>
        <time dateTime={isoDuration(video.duration)}>{video.duration}</time>
      </span>
    </div>
  );
}
