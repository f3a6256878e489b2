import { dashboardPath } from "~/features/accounts";
import { Link } from "~/shared/ui/link";

/**
 * The header's account corner, at every width: Sign in, or the account's
 * home (My account for a buyer, Dashboard for staff and villa owners), and the saved homes
 * with their count. Every variant is in the page and the CSS shows the one
 * that fits `<body data-session-role>`, so the same cached page serves every
 * visitor; the shell's island (enhance/visitor.ts) marks the body and fills
 * in the count. Staff and owners keep no saved homes.
 */
export function HeaderAccount() {
  return (
    <div className="header-account">
      <Link to="/account" className="header-account__link" data-when="saver" data-saved-link aria-label="Saved homes" reloadDocument>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="header-account__label">Saved</span>
        <span className="header-account__count" data-saved-count aria-hidden="true" />
      </Link>
      <Link to="/login" className="header-account__link" data-when="signed-out" reloadDocument>
        <PersonIcon />
        <span className="header-account__label">Sign in</span>
      </Link>
      <Link to={dashboardPath("buyer")} className="header-account__link" data-when="buyer">
        <PersonIcon />
        <span className="header-account__label">My account</span>
      </Link>
      {(["agent", "admin", "owner"] as const).map((role) => (
        <Link key={role} to={dashboardPath(role)} className="header-account__link" data-when={role}>
          <PersonIcon />
          <span className="header-account__label">Dashboard</span>
        </Link>
      ))}
    </div>
  );
}

function PersonIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <circle cx="12" cy="8.5" r="3.8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
