import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { DescribedImage } from "~/features/media/image";
import { ResponsiveImage } from "~/features/media/responsive-image";

export type GalleryPhoto = DescribedImage & { id?: string };

type Props = {
  photos: readonly GalleryPhoto[];
  /** What the photos show, e.g. the listing's title: names the gallery for screen readers. */
  title: string;
};

/** How far a finger must travel sideways (px) to count as a swipe. */
const SWIPE_MIN = 40;

/** How wide the main photo shows (see listing-detail.css). */
const STAGE_SIZES = "(min-width: 1180px) 760px, (min-width: 900px) 64vw, 100vw";

/**
 * A listing's photos: one large photo with previous and next buttons, a row
 * of thumbnails, ← and → on the keyboard, swipe on touch screens, and a
 * full-screen view in a modal <dialog> (focus stays inside it; Escape
 * closes it). The first photo loads eagerly with high priority; every other
 * image is lazy. Without JavaScript the first photo and the thumbnails show.
 */
export function PhotoGallery({ photos, title }: Props) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const thumbsRef = useRef<HTMLOListElement>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  const moved = useRef(false);
  const headingId = useId();
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];

  const go = (step: number) => {
    moved.current = true;
    setIndex((value) => (value + step + count) % count);
  };

  // The dialog follows the state (its key presses reach the section's handler); Escape (the dialog's cancel) closes it natively and onClose syncs back.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (fullScreen && !dialog.open) dialog.showModal();
    if (!fullScreen && dialog.open) dialog.close();
  }, [fullScreen]);

  // Keep the chosen thumbnail in view, once the visitor has moved (not on load).
  useEffect(() => {
    if (!moved.current) return;
    const thumb = thumbsRef.current?.children[index] as HTMLElement | undefined;
    thumb?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [index]);

  if (!current) {
    return (
      <div className="gallery gallery--empty">
        <p>Photos of this property are coming soon.</p>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const dialog = dialogRef.current;
    if (event.key === "Tab" && dialog?.open) {
      // The modal dialog makes the page inert; this keeps Tab cycling inside it rather than leaving for the browser.
      const focusable = [...dialog.querySelectorAll<HTMLElement>("button:not([disabled]), a[href]")];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
      return;
    }
    if (count < 2) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    if (!event.isPrimary) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    swiped.current = false;
  };

  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy) * 1.5) {
      swiped.current = true;
      go(dx < 0 ? 1 : -1);
    }
  };

  const swipeHandlers = {
    onPointerDown,
    onPointerUp,
    onPointerCancel: () => {
      swipe.current = null;
    },
  };

  const counter = `${index + 1} of ${count}`;
  const controls =
    count > 1 ? (
      <>
        <button type="button" className="gallery__nav gallery__nav--prev" aria-label="Previous photo" onClick={() => go(-1)}>
          <Chevron direction="left" />
        </button>
        <button type="button" className="gallery__nav gallery__nav--next" aria-label="Next photo" onClick={() => go(1)}>
          <Chevron direction="right" />
        </button>
      </>
    ) : null;

  return (
    <section className="gallery" aria-roledescription="carousel" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <h2 id={headingId} className="visually-hidden">
        Photos of {title}
      </h2>
      <div className="gallery__stage" {...swipeHandlers}>
        <button
          type="button"
          className="gallery__open"
          aria-label={`Open photo ${counter} full screen: ${current.alt}`}
          onClick={() => {
            if (swiped.current) {
              swiped.current = false;
              return;
            }
            setFullScreen(true);
          }}
        >
          <ResponsiveImage key={current.id ?? index} image={current} sizes={STAGE_SIZES} priority={index === 0} className="gallery__image" />
        </button>
        {controls}
        <p className="gallery__count" aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">Photo </span>
          {counter}
        </p>
        <button type="button" className="gallery__fullscreen" onClick={() => setFullScreen(true)}>
          <ExpandIcon />
          Full screen
        </button>
      </div>

      {count > 1 ? (
        <ol className="gallery__thumbs" ref={thumbsRef} aria-label="All photos">
          {photos.map((photo, position) => (
            <li key={photo.id ?? position}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show photo ${position + 1}: ${photo.alt}`}
                aria-current={position === index ? "true" : undefined}
                onClick={() => {
                  moved.current = true;
                  setIndex(position);
                }}
              >
                <ResponsiveImage image={photo} sizes="120px" />
              </button>
            </li>
          ))}
        </ol>
      ) : null}

      <dialog
        ref={dialogRef}
        className="gallery-dialog"
        aria-label={`Photos of ${title}, full screen`}
        onClose={() => setFullScreen(false)}
      >
        {fullScreen ? (
          <div className="gallery-dialog__body">
            <div className="gallery-dialog__bar">
              <p className="gallery-dialog__count" aria-live="polite" aria-atomic="true">
                Photo {counter}
              </p>
              <button type="button" className="gallery-dialog__close" onClick={() => setFullScreen(false)} autoFocus>
                <span aria-hidden="true">×</span> Close
              </button>
            </div>
            <figure className="gallery-dialog__figure" {...swipeHandlers}>
              <ResponsiveImage key={current.id ?? index} image={current} sizes="100vw" className="gallery-dialog__image" />
              <figcaption>{current.alt}</figcaption>
            </figure>
            {controls}
          </div>
        ) : null}
      </dialog>
    </section>
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
