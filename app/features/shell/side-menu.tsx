import { Link } from "~/shared/ui/link";
import { dashboardPath } from "~/features/accounts";
import { sideMenuItems, type NavLink as NavLinkItem } from "./navigation";

/** The side menu slides in over 0.35 s. */
export const SIDE_MENU_ANIMATION_MS = 350;

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
 * A modal navigation drawer. The markup only; the shell script
 * (enhance/side-menu.ts) opens it, locks body scrolling, keeps focus inside
 * and closes it on Escape, the backdrop, the close button and navigation.
 */
/**
 * Sign in and Create a buyer account, or the account's home (My account
 * for a buyer, Dashboard for staff) and Sign out: every variant is in the
 * page and the CSS shows the one that fits `<body data-session-role>`, so a
 * page from the page cache serves every visitor (the header's account
 * corner does the same). Sign-out is a plain POST form (never a link), so it
 * works on pages without React and reloads the whole page.
 */
function AccountItems() {
  return (
    <>
      <li data-when="signed-out">
        <Link to="/login" reloadDocument>
          Sign in
        </Link>
      </li>
      <li data-when="signed-out">
        <Link to="/signup" reloadDocument>
          Create a buyer account
        </Link>
      </li>
      {(["buyer", "agent", "admin", "owner"] as const).map((role) => (
        <li key={role} data-when={role}>
          <Link to={dashboardPath(role)}>{role === "buyer" ? "My account" : "Dashboard"}</Link>
        </li>
      ))}
      <li data-when="signed-in">
        <form method="post" action="/logout" style={{ paddingTop: "0.75rem" }}>
          <button type="submit" className="button button--ghost">
            Sign out
          </button>
        </form>
      </li>
    </>
  );
}

export function SideMenu({ id }: { id: string }) {
  return (
    <div className="side-menu" data-side-menu data-open="false" inert>
      <div className="side-menu__backdrop" data-side-menu-close aria-hidden="true" />
      <div
        id={id}
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        style={{ transitionDuration: `${SIDE_MENU_ANIMATION_MS}ms` }}
      >
        <button type="button" className="side-menu__close" data-side-menu-close>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close menu</span>
        </button>
        <nav aria-label="Site">
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
            <AccountItems />
          </ul>
        </nav>
      </div>
    </div>
  );
}
