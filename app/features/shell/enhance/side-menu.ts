import { onPathChange } from "./on-path-change";

const FOCUSABLE = "a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * The modal navigation drawer (`[data-side-menu]`), opened by
 * `[data-side-menu-open]`: locks body scrolling while open, keeps focus
 * inside, closes on Escape, the backdrop, the close button, a chosen link and
 * navigation. The slide (0.35 s) is CSS. Listeners are delegated
 * from the document, so they survive React re-rendering the shell.
 */
export function enhanceSideMenu(): void {
  let opener: HTMLElement | null = null;
  let previousOverflow = "";
  const menu = () => document.querySelector<HTMLElement>("[data-side-menu]");
  const isOpen = () => menu()?.dataset.open === "true";

  const open = (trigger: HTMLElement) => {
    const element = menu();
    if (!element || isOpen()) return;
    opener = trigger;
    element.dataset.open = "true";
    element.inert = false;
    trigger.setAttribute("aria-expanded", "true");
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    element.querySelector<HTMLElement>(`[role='dialog'] :is(${FOCUSABLE})`)?.focus();
  };

  const close = () => {
    const element = menu();
    if (!element || !isOpen()) return;
    element.dataset.open = "false";
    element.inert = true;
    document.body.style.overflow = previousOverflow;
    opener?.setAttribute("aria-expanded", "false");
    opener?.focus();
  };

  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const trigger = target.closest<HTMLElement>("[data-side-menu-open]");
    if (trigger) return open(trigger);
    if (!isOpen()) return;
    // Close as soon as a link is chosen — also one to the page already shown —
    // so a slow or failed page load never leaves the menu covering the spinner.
    if (target.closest("[data-side-menu-close]") || target.closest("[data-side-menu] a[href]")) close();
  });

  document.addEventListener("keydown", (event) => {
    if (!isOpen()) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    const panel = menu()?.querySelector<HTMLElement>("[role='dialog']");
    if (event.key !== "Tab" || !panel) return;
    // Only what is shown: the menu holds both the signed-in and signed-out entries, one set hidden.
    const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.checkVisibility());
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  onPathChange(close);
}
