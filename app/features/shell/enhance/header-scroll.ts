/** The header turns solid once the page has scrolled past 50 px. */
export const HEADER_SCROLL_THRESHOLD = 50;

export function enhanceHeader(): void {
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const header = document.querySelector<HTMLElement>("[data-site-header]");
    if (header) header.dataset.scrolled = String(window.scrollY > HEADER_SCROLL_THRESHOLD);
  };
  window.addEventListener(
    "scroll",
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}
