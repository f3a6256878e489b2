/**
 * The staff sidebar on a narrow screen: the Menu button (`[data-staff-nav-toggle]`)
 * shows and hides the sections (`[data-staff-nav]`) as a disclosure, so the
 * page stays in reach of the keyboard and screen readers the whole time;
 * Escape closes it and returns focus to the button. From 900 px the sidebar
 * always shows and the button is hidden (CSS). Listeners are delegated from
 * the document, so they survive React re-rendering the shell.
 */
export function enhanceStaffNav(): void {
  const toggle = () => document.querySelector<HTMLButtonElement>("[data-staff-nav-toggle]");
  const nav = () => document.querySelector<HTMLElement>("[data-staff-nav]");
  const setOpen = (open: boolean) => {
    const element = nav();
    if (!element) return;
    element.dataset.open = String(open);
    toggle()?.setAttribute("aria-expanded", String(open));
  };

  document.addEventListener("click", (event) => {
    const trigger = (event.target as Element).closest("[data-staff-nav-toggle]");
    if (trigger) setOpen(nav()?.dataset.open !== "true");
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || nav()?.dataset.open !== "true") return;
    const inside = nav()?.contains(document.activeElement) || document.activeElement === toggle();
    if (!inside) return;
    setOpen(false);
    toggle()?.focus();
  });
}
