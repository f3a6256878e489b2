import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { sideMenuItems, type NavLink as NavLinkItem } from "./navigation";

/** Spec §9: the side menu slides in over 0.35 s. */
export const SIDE_MENU_ANIMATION_MS = 350;

const FOCUSABLE = "a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])";

function MenuLink({ item }: { item: NavLinkItem }) {
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer">
        {item.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={item.to} prefetch="intent">
      {item.label}
    </Link>
  );
}

/**
 * A modal navigation drawer: locks body scrolling while open, keeps focus
 * inside, closes on Escape, on the backdrop, on choosing a link and on any
 * other navigation (the browser's back button).
 */
export function SideMenu({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Every navigation gets a new key, even one to the page already shown, so
  // following the menu's link to the current page closes the menu too.
  const { key } = useLocation();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    onClose();
    // Only a navigation closes it; onClose is stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = "hidden";
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== "Tab" || !panelRef.current) return;
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
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
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, [open, onClose]);

  return (
    <div className="side-menu" data-open={open ? "true" : "false"} inert={!open}>
      <div className="side-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        style={{ transitionDuration: `${SIDE_MENU_ANIMATION_MS}ms` }}
      >
        <button type="button" className="side-menu__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close menu</span>
        </button>
        <nav
          aria-label="Site"
          onClick={(event) => {
            // Close as soon as a link is chosen: a slow or failed page load
            // must not leave the menu covering the spinner or the error.
            if ((event.target as Element).closest("a[href]")) onClose();
          }}
        >
          <ul className="side-menu__list">
            {sideMenuItems.map((item) =>
              "children" in item ? (
                <li key={item.label}>
                  <span className="side-menu__group">{item.label}</span>
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.label}>
                        <MenuLink item={child} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.label}>
                  <MenuLink item={item} />
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}
