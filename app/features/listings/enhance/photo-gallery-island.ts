/** How far a finger must travel sideways (px) to count as a swipe. */
const SWIPE_MIN = 40;

/**
 * The listing gallery's behaviour (photo-gallery.tsx renders the markup):
 * previous and next, thumbnails, ← and →, swipes on touch screens, and the
 * full-screen <dialog> (focus stays inside it; Escape closes it). Photos are
 * the thumbnails' own <picture> elements, copied with the stage's sizes.
 */
function enhanceGallery(gallery: HTMLElement) {
  const stage = gallery.querySelector<HTMLElement>(".gallery__stage")!;
  const openButton = stage.querySelector<HTMLButtonElement>(".gallery__open")!;
  const countText = stage.querySelector<HTMLElement>(".gallery__count")!;
  const dialog = gallery.querySelector<HTMLDialogElement>(".gallery-dialog")!;
  const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>(".gallery__thumb")];
  const pictures = thumbs.length > 0 ? thumbs.map((thumb) => thumb.querySelector("picture")!) : [openButton.querySelector("picture")!];
  const count = pictures.length;
  let index = 0;
  let swiped = false;

  const counter = () => `${index + 1} of ${count}`;
  const altOf = (position: number) => pictures[position]!.querySelector("img")!.alt;

  /** A copy of photo N shown at the given sizes, eager (the visitor asked for it). */
  function pictureAt(position: number, sizes: string, className: string): HTMLElement {
    const copy = pictures[position]!.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("source, img").forEach((node) => node.setAttribute("sizes", sizes));
    const image = copy.querySelector("img")!;
    image.className = className;
    image.loading = "eager";
    return copy;
  }

  function show(position: number) {
    index = (position + count) % count;
    openButton.replaceChildren(pictureAt(index, stage.dataset.sizes ?? "100vw", "gallery__image"));
    openButton.setAttribute("aria-label", `Open photo ${counter()} full screen: ${altOf(index)}`);
    const hidden = countText.querySelector(".visually-hidden");
    countText.replaceChildren(...(hidden ? [hidden] : []), counter());
    thumbs.forEach((thumb, position) => {
      if (position === index) thumb.setAttribute("aria-current", "true");
      else thumb.removeAttribute("aria-current");
    });
    thumbs[index]?.scrollIntoView({ block: "nearest", inline: "nearest" });
    if (dialog.open) fillDialog();
  }

  function fillDialog() {
    const bar = document.createElement("div");
    bar.className = "gallery-dialog__bar";
    const title = document.createElement("p");
    title.className = "gallery-dialog__count";
    title.setAttribute("aria-live", "polite");
    title.setAttribute("aria-atomic", "true");
    title.textContent = `Photo ${counter()}`;
    const close = document.createElement("button");
    close.type = "button";
    close.className = "gallery-dialog__close";
    close.innerHTML = '<span aria-hidden="true">×</span> Close';
    close.addEventListener("click", () => dialog.close());
    bar.append(title, close);
    const figure = document.createElement("figure");
    figure.className = "gallery-dialog__figure";
    const caption = document.createElement("figcaption");
    caption.textContent = altOf(index);
    figure.append(pictureAt(index, "100vw", "gallery-dialog__image"), caption);
    listenForSwipes(figure);
    const body = document.createElement("div");
    body.className = "gallery-dialog__body";
    const steps = [...stage.querySelectorAll<HTMLElement>("[data-gallery-step]")].map((button) => button.cloneNode(true));
    body.append(bar, figure, ...steps);
    const hadFocus = dialog.contains(document.activeElement) ? (document.activeElement as HTMLElement).className : null;
    dialog.replaceChildren(body);
    // Keep the focus where it was across the redraw (a step button), else on Close.
    const again = hadFocus ? dialog.querySelector<HTMLElement>(`.${hadFocus.split(" ").join(".")}`) : null;
    (again ?? close).focus();
  }

  function openDialog() {
    if (swiped) {
      swiped = false;
      return;
    }
    dialog.showModal();
    fillDialog();
  }

  function listenForSwipes(surface: HTMLElement) {
    let start: { x: number; y: number; id: number } | null = null;
    surface.addEventListener("pointerdown", (event) => {
      if (!event.isPrimary) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId };
      swiped = false;
    });
    surface.addEventListener("pointerup", (event) => {
      const from = start;
      start = null;
      if (!from || from.id !== event.pointerId || count < 2) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy) * 1.5) {
        swiped = true;
        show(index + (dx < 0 ? 1 : -1));
      }
    });
    surface.addEventListener("pointercancel", () => {
      start = null;
    });
  }

  gallery.addEventListener("click", (event) => {
    const target = (event.target as Element).closest<HTMLElement>("[data-gallery-step], [data-gallery-index], [data-gallery-open]");
    if (!target) return;
    if (target.dataset.galleryStep) show(index + Number(target.dataset.galleryStep));
    else if (target.dataset.galleryIndex) show(Number(target.dataset.galleryIndex));
    else openDialog();
  });

  gallery.addEventListener("keydown", (event) => {
    if (event.key === "Tab" && dialog.open) {
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
    if (count < 2 || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    event.preventDefault();
    show(index + (event.key === "ArrowRight" ? 1 : -1));
  });

  dialog.addEventListener("close", () => dialog.replaceChildren());
  listenForSwipes(stage);
}

export function enhancePhotoGalleries(): void {
  document.querySelectorAll<HTMLElement>("[data-gallery]").forEach(enhanceGallery);
}
