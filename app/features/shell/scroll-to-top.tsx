import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Spec §2: the page scrolls smoothly to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? "auto" : "smooth" });
  }, [pathname]);
  return null;
}
