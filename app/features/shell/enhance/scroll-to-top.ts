import { onPathChange } from "./on-path-change";

/** The page scrolls smoothly to the top on every route change. */
export function scrollToTopOnNavigation(): void {
  onPathChange(() => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? "auto" : "smooth" });
  });
}
