import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * A disclosure menu: a button that opens a panel of links. Opens by hover,
 * click, Enter, Space or ArrowDown (which also focuses the first link), closes on
 * Escape (focus returns to the button), on leaving and on navigation.
 */
export function Dropdown({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The pointer opens the panel on its way to the button (a tablet tap sends
  // mouseenter first too), so the click that follows must not close it again.
  const openedByHover = useRef(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const focusItem = (direction: 1 | -1 | "first") => {
    const items = Array.from(
      rootRef.current?.querySelectorAll<HTMLElement>("[data-menu-item]:not([aria-disabled='true'])") ?? [],
    );
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = direction === "first" ? 0 : (current + direction + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={`dropdown ${className ?? ""}`}
      data-open={open ? "true" : "false"}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        } else if (event.key === "ArrowDown") {
          event.preventDefault();
          if (!open) setOpen(true);
          requestAnimationFrame(() => focusItem(open ? 1 : "first"));
        } else if (event.key === "ArrowUp" && open) {
          event.preventDefault();
          focusItem(-1);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((value) => !value);
          }
        }}
      >
        {label}
        <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" className="dropdown__chevron">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div id={panelId} className="dropdown__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
