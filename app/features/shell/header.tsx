import { Link, NavLink } from "~/shared/ui/link";
import { site } from "~/shared/config/site";
import { Dropdown } from "./dropdown";
import { HeaderAccount } from "./header-account";
import { PRIMARY_PHONE, propertySearchMenu, type NavItem } from "./navigation";
import { RentalMenu, type RentalMenuList } from "./rental-menu";

function MenuEntry({ item }: { item: NavItem }) {
  if (item.kind === "disabled") {
    return (
      // A link without href plus aria-disabled: screen readers announce a
      // dimmed link instead of stray text, and it takes no keyboard focus.
      <a className="dropdown__item dropdown__item--disabled" role="link" aria-disabled="true" data-menu-item>
        {item.label} <small>({item.hint})</small>
      </a>
    );
  }
  if (item.external) {
    return (
      <a className="dropdown__item" href={item.to} target="_blank" rel="noopener noreferrer" data-menu-item>
        {item.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className="dropdown__item" to={item.to} prefetch="intent" data-menu-item>
      {item.label}
    </Link>
  );
}

type HeaderProps = {
  rentals: RentalMenuList;
  /** The id of the side menu the menu button controls. */
  menuId: string;
};

/**
 * Fixed header; transparent at the top, solid past 50 px. Its behaviour (scroll
 * state, dropdowns, the menu button) comes from the shell script (enhance/).
 */
export function Header({ rentals, menuId }: HeaderProps) {
  return (
    <header className="site-header" data-site-header data-scrolled="false">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={`${site.name}, home`}>
          <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="#f4c25b" />
            <path d="M3 20c4-3 8-3 13 0s9 3 13 0v6a15 15 0 0 1-26 0z" fill="#0d6e7d" />
            <path d="M9 19l5-8 4 5 2-3 4 6" fill="none" stroke="#0b3c45" strokeWidth="1.8" />
          </svg>
          <span className="brand__name">{site.name}</span>
        </Link>
        <nav className="desktop-nav" aria-label="Main">
          <Dropdown label="Property Search">
            {propertySearchMenu.map((group) => (
              <div className="dropdown__group" key={group.heading}>
                <p className="dropdown__heading">{group.heading}</p>
                {group.items.map((item) => (
                  <MenuEntry key={item.label} item={item} />
                ))}
              </div>
            ))}
          </Dropdown>
          <NavLink className="nav-link" to="/aboutus" prefetch="intent">
            About Us
          </NavLink>
          <NavLink className="nav-link" to="/about" prefetch="intent">
            About St. John
          </NavLink>
          <Dropdown label="Rentals">
            <RentalMenu rentals={rentals} />
          </Dropdown>
          <NavLink className="nav-link" to="/testimonial" prefetch="intent">
            Testimonials
          </NavLink>
          <a className="nav-link nav-link--phone" href={`tel:${PRIMARY_PHONE.tel}`}>
            {PRIMARY_PHONE.display}
          </a>
        </nav>
        <HeaderAccount />
        <button
          type="button"
          className="menu-button"
          data-side-menu-open
          aria-haspopup="dialog"
          aria-expanded="false"
          aria-controls={menuId}
        >
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22">
            <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Open menu</span>
        </button>
      </div>
    </header>
  );
}
