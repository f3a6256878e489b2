import { onPathChange } from "./on-path-change";

const ITEM = "[data-menu-item]:not([aria-disabled='true'])";

/**
 * Disclosure menus (`[data-dropdown]`): a button opens a panel of links.
 * Opens by click, hover, Enter, Space or ArrowDown (which focuses the first
 * link); arrows move between links; Escape closes and returns focus to the
 * button; leaving, clicking outside or navigating closes it. Listeners are
 * delegated from the document, so they survive React re-rendering the header.
 */
export function enhanceDropdowns(): void {
  // The pointer opens the panel on its way to the button (a tablet tap sends
  // mouseenter first too), so the click that follows must not close it again.
  let openedByHover: HTMLElement | null = null;

  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const dropdown = target.closest<HTMLElement>("[data-dropdown]");
    if (!dropdown) return;
    if (target.closest("[data-dropdown-button]")) {
      const next = openedByHover === dropdown ? true : !isOpen(dropdown);
      openedByHover = null;
      setOpen(dropdown, next);
    } else if (target.closest("a")) {
      setOpen(dropdown, false);
    }
  });

  document.addEventListener("pointerdown", (event) => {
    for (const dropdown of all()) {
      if (!dropdown.contains(event.target as Node)) setOpen(dropdown, false);
    }
  });

  document.addEventListener("mouseover", (event) => {
    const dropdown = (event.target as Element).closest<HTMLElement>("[data-dropdown]");
    if (!dropdown || isOpen(dropdown)) return;
    openedByHover = dropdown;
    setOpen(dropdown, true);
  });

  document.addEventListener("mouseout", (event) => {
    const dropdown = (event.target as Element).closest<HTMLElement>("[data-dropdown]");
    if (!dropdown || dropdown.contains(event.relatedTarget as Node | null)) return;
    if (openedByHover === dropdown) openedByHover = null;
    setOpen(dropdown, false);
  });

  document.addEventListener("focusout", (event) => {
    const dropdown = (event.target as Element).closest<HTMLElement>("[data-dropdown]");
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) setOpen(dropdown, false);
  });

  document.addEventListener("keydown", (event) => {
    const dropdown = (event.target as Element).closest<HTMLElement>("[data-dropdown]");
    if (!dropdown) return;
    if (event.key === "Escape" && isOpen(dropdown)) {
      event.preventDefault();
      setOpen(dropdown, false);
      dropdown.querySelector<HTMLElement>("[data-dropdown-button]")?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      const wasOpen = isOpen(dropdown);
      setOpen(dropdown, true);
      focusItem(dropdown, wasOpen ? 1 : "first");
    } else if (event.key === "ArrowUp" && isOpen(dropdown)) {
      event.preventDefault();
      focusItem(dropdown, -1);
    }
  });

  onPathChange(() => all().forEach((dropdown) => setOpen(dropdown, false)));
}

function all(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>("[data-dropdown]"));
}

function focusItem(dropdown: HTMLElement, step: 1 | -1 | "first"): void {
  const list = Array.from(dropdown.querySelectorAll<HTMLElement>(ITEM));
  if (list.length === 0) return;
  const current = list.indexOf(document.activeElement as HTMLElement);
  const next = step === "first" ? 0 : (current + step + list.length) % list.length;
  list[next]?.focus();
}

function isOpen(dropdown: HTMLElement): boolean {
  return dropdown.dataset.open === "true";
}

function setOpen(dropdown: HTMLElement, open: boolean): void {
  if (isOpen(dropdown) === open) return;
  dropdown.dataset.open = String(open);
  dropdown.querySelector("[data-dropdown-button]")?.setAttribute("aria-expanded", String(open));
  const panel = dropdown.querySelector<HTMLElement>("[data-dropdown-panel]");
  if (panel) panel.hidden = !open;
}
