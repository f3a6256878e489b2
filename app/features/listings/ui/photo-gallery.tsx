import { useId } from "react";
import { type DescribedImage } from "~/features/media";
import { ResponsiveImage } from "~/features/media/components";

export type GalleryPhoto = DescribedImage & { id?: string };

type Props = {
  photos: readonly GalleryPhoto[];
  /** What the photos show, e.g. the listing's title: names the gallery for screen readers. */
  title: string;
};

/** How wide the main photo shows (see listing-detail.css). */
const STAGE_SIZES = "(min-width: 1180px) 760px, (min-width: 900px) 64vw, 100vw";

/**
 * A listing's photos: one large photo with previous and next buttons, a row
 * of thumbnails, and a full-screen view in a modal <dialog>. The server
 * renders the first photo (eager, high priority) and the lazy thumbnails;
 * the gallery island (../enhance/photo-gallery-island.ts) makes the buttons,
 * ← and →, swipes and the dialog work.
 */
export function PhotoGallery({ photos, title }: Props) {
  const headingId = useId();
  const count = photos.length;
  const [first] = photos;
  if (!first) {
    return (
      <div className="gallery gallery--empty">
        <p>Photos of this property are coming soon.</p>
      </div>
    );
  }
  const counter = `1 of ${count}`;
  return (
    <section className="gallery" aria-roledescription="carousel" aria-labelledby={headingId} data-gallery="" data-count={count}>
      <h2 id={headingId} className="visually-hidden">
        Photos of {title}
      </h2>
      <div className="gallery__stage" data-sizes={STAGE_SIZES}>
        <button type="button" className="gallery__open" aria-label={`Open photo ${counter} full screen: ${first.alt}`} data-gallery-open="">
          <ResponsiveImage image={first} sizes={STAGE_SIZES} priority className="gallery__image" />
        </button>
        {count > 1 ? <GalleryNav /> : null}
        <p className="gallery__count" aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">Photo </span>
          {counter}
        </p>
        <button type="button" className="gallery__fullscreen" data-gallery-open="">
          <ExpandIcon />
          Full screen
        </button>
      </div>

      {count > 1 ? (
        <ol className="gallery__thumbs" aria-label="All photos">
          {photos.map((photo, position) => (
            <li key={photo.id ?? position}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show photo ${position + 1}: ${photo.alt}`}
                aria-current={position === 0 ? "true" : undefined}
                data-gallery-index={position}
              >
                <ResponsiveImage image={photo} sizes="120px" />
              </button>
            </li>
          ))}
        </ol>
      ) : null}

      <dialog className="gallery-dialog" aria-label={`Photos of ${title}, full screen`} />
    </section>
  );
}

/** Previous and next: on the stage, and copied into the full-screen dialog by the island. */
function GalleryNav() {
  return (
    <>
      <button type="button" className="gallery__nav gallery__nav--prev" aria-label="Previous photo" data-gallery-step="-1">
        <Chevron direction="left" />
      </button>
      <button type="button" className="gallery__nav gallery__nav--next" aria-label="Next photo" data-gallery-step="1">
        <Chevron direction="right" />
      </button>
    </>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ExpandIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
