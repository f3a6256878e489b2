import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { ResendVerificationForm } from "~/features/accounts/components";
import { currentSection, type StaffRole } from "./staff-sections";

/**
 * A staff page's heading: compact, in the page's flow (no public hero
 * banner), with room beside it for the page's main action.
 */
export function StaffHeading({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <div className="container staff-title-row">
      <div>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="staff-title">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/**
 * The body of the admin and agent dashboards around their nested sections:
 * the open section's name as the page's top heading (for screen readers and
 * the outline: each section shows its own title) and, while the user's
 * address is unconfirmed, the notice to confirm it. The sidebar and bar
 * come from the staff layout, which wraps every staff page.
 */
export function StaffFrame({ role, fallbackTitle, unverifiedEmail = null }: { role: StaffRole; fallbackTitle: string; unverifiedEmail?: string | null }) {
  const { pathname } = useLocation();
  return (
    <>
      <h1 className="visually-hidden">{currentSection(pathname, role)?.label ?? fallbackTitle}</h1>
      {unverifiedEmail ? (
        <div className="container">
          <ResendVerificationForm email={unverifiedEmail} />
        </div>
      ) : null}
      <Outlet />
    </>
  );
}
