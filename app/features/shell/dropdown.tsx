import { useId, type ReactNode } from "react";

/**
 * A disclosure menu: a button that opens a panel of links. The markup only;
 * the shell script (enhance/dropdowns.ts) opens it by hover, click, Enter,
 * Space or ArrowDown and closes it on Escape, leaving and navigation.
 */
export function Dropdown({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const panelId = useId();
  return (
    <div className={`dropdown ${className ?? ""}`} data-dropdown data-open="false">
      <button
        type="button"
        className="nav-link dropdown__button"
        data-dropdown-button
        aria-expanded="false"
        aria-controls={panelId}
      >
        {label}
        <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" className="dropdown__chevron">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div id={panelId} className="dropdown__panel" data-dropdown-panel hidden>
        {children}
      </div>
    </div>
  );
}
