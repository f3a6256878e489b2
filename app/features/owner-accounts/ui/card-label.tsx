import type { ReactNode } from "react";

/**
 * A table cell's own label, shown only where the table is drawn as cards (a
 * phone, `.owner-cards`), whose header row is hidden from sight but not from
 * screen readers.
 */
export const labelled = (label: string, value: ReactNode) => (
  <>
    <span className="owner-cards__label">{label}: </span>
    {value}
  </>
);
