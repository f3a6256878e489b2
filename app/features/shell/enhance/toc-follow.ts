import { onPathChange } from "./on-path-change";

/**
 * A long read's "On this page" list follows the reader: the link of the
 * section being read is marked aria-current="location" (and styled), as the
 * sections cross the upper third of the window.
 */
export function followTableOfContents(): void {
  let observer: IntersectionObserver | null = null;
  const start = () => {
    observer?.disconnect();
    observer = null;
    const links = [...document.querySelectorAll<HTMLAnchorElement>(".toc a[href^='#']")];
    if (links.length === 0 || typeof IntersectionObserver === "undefined") return;
    const byId = new Map(links.map((link) => [decodeURIComponent(link.hash.slice(1)), link]));
    const mark = (id: string) => {
      for (const [linkId, link] of byId) {
        if (linkId === id) link.setAttribute("aria-current", "location");
        else link.removeAttribute("aria-current");
      }
    };
    observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target.id);
        if (visible.length > 0) mark(visible[0]!);
      },
      // A section counts as read while its heading is in the upper third of the window.
      { rootMargin: "0px 0px -66% 0px" },
    );
    for (const id of byId.keys()) {
      const heading = document.getElementById(id);
      if (heading) observer.observe(heading);
    }
  };
  start();
  onPathChange(start);
}
