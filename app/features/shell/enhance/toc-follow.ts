import { onPathChange } from "./on-path-change";

/** A section counts as being read once its heading has risen into the upper third of the window. */
const READING_LINE = 0.34;

/**
 * A long read's "On this page" list follows the reader: the link of the
 * section being read is marked aria-current="location" (and styled).
 *
 * The section is found from where the headings are, measured once a frame
 * while the page scrolls: the last heading above the reading line. Counting
 * crossings instead (an IntersectionObserver) loses the answer when a jump
 * makes several headings cross in one frame. At the foot of the page, where
 * the last headings can no longer reach the line, the section the reader
 * jumped to (the address's #fragment) wins while its heading is in view.
 */
export function followTableOfContents(): void {
  let stop: (() => void) | null = null;
  const start = () => {
    stop?.();
    stop = null;
    const links = [...document.querySelectorAll<HTMLAnchorElement>(".toc a[href^='#']")];
    const sections = links
      .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
      .filter((section): section is { link: HTMLAnchorElement; heading: HTMLElement } => section.heading !== null);
    if (sections.length === 0) return;

    const mark = (current: HTMLAnchorElement) => {
      for (const { link } of sections) {
        if (link === current) link.setAttribute("aria-current", "location");
        else link.removeAttribute("aria-current");
      }
    };
    const sectionBeingRead = () => {
      const line = window.innerHeight * READING_LINE;
      const atFoot = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      if (atFoot && window.location.hash) {
        const target = sections.find(({ link }) => link.hash === window.location.hash);
        const top = target?.heading.getBoundingClientRect().top;
        if (target && top !== undefined && top >= 0 && top < window.innerHeight) return target;
      }
      let current = sections[0]!;
      for (const section of sections) {
        if (section.heading.getBoundingClientRect().top <= line) current = section;
      }
      return current;
    };

    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        mark(sectionBeingRead().link);
      });
    };
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    window.addEventListener("hashchange", update);
    update();
    stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      window.removeEventListener("hashchange", update);
    };
  };
  start();
  onPathChange(start);
}
