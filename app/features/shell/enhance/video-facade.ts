/**
 * Video facades (app/features/content/video-facade.tsx): a click on the play
 * link replaces the poster with the player's iframe, so the video host is
 * contacted only when a visitor asks for the video. Delegated from the
 * document like the shell's other behaviours.
 */
export function enhanceVideoFacades(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-video-src]");
    const src = link?.dataset.videoSrc;
    const facade = link?.closest<HTMLElement>("[data-video-facade]");
    if (!link || !src || !facade || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = link.dataset.videoTitle ?? "Video";
    frame.allow = "accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen";
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    facade.replaceChildren(frame);
    facade.dataset.videoLoaded = "true";
    frame.focus();
  });
}
