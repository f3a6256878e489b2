/** How long "Link copied" stays (ms). */
const STATUS_MS = 6000;

/**
 * The share box's "Copy link" (share-links.tsx): copies the page's link, or
 * shows it to copy by hand where the clipboard is refused, in the box's
 * status line.
 */
export function enhanceCopyLinks(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-copy-link]");
    const status = button?.closest(".share")?.querySelector(".share__status");
    if (!button || !status) return;
    const url = button.dataset.copyLink ?? window.location.href;
    navigator.clipboard.writeText(url).then(
      () => (status.textContent = "Link copied"),
      () => (status.textContent = `Copy this link: ${url}`),
    );
    clearTimeout(timer);
    timer = setTimeout(() => (status.textContent = ""), STATUS_MS);
  });
}
