import { site } from "~/shared/config/site";

export type NavLink = { label: string; to: string; external?: boolean };
export type NavItem =
  | ({ kind: "link" } & NavLink)
  | { kind: "disabled"; label: string; hint: string };

export const PRIMARY_PHONE = site.phones[0];

/** Property Search dropdown. */
export const propertySearchMenu: ReadonlyArray<{ heading: string; items: NavItem[] }> = [
  { heading: "Residential", items: [{ kind: "link", label: "Residential", to: "/properties" }] },
  {
    heading: "Commercial",
    items: [
      { kind: "disabled", label: "For Sale", hint: "Coming soon" },
      { kind: "link", label: "Recent Sales", to: site.externalLinks.commercialRecentSales, external: true },
    ],
  },
  { heading: "Land", items: [{ kind: "link", label: "Land", to: "/landproperties" }] },
];

/** Side menu entries, in the order visitors see them. */
export const sideMenuItems: ReadonlyArray<NavLink | { label: string; children: NavLink[] }> = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/aboutus" },
  { label: "Our Team", to: "/team" },
  { label: "About St. John", to: "/about" },
  { label: "Rentals", to: "/mls?kind=rental" },
  { label: "Testimonials", to: "/testimonial" },
  { label: "Property Search", to: "/mls" },
  { label: "Sales History", to: "/saleshistory" },
  { label: "What's My Home Worth?", to: "/home-value" },
  { label: "Market Reports", to: "/market" },
  {
    label: "Attractions",
    children: [
      { label: "Virgin Islands National Park", to: site.externalLinks.nationalPark, external: true },
      { label: "Visit the USVI", to: site.externalLinks.visitUsvi, external: true },
      { label: "Island videos", to: "/attraction/video" },
    ],
  },
  { label: "Blog", to: "/blogs" },
  { label: "Incentives", to: "/incentives" },
];

export const footerQuickLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About St. John", to: "/about" },
  { label: "Our Team", to: "/team" },
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Contact", to: "/contact" },
  { label: "Terms of Use", to: "/termuse" },
];

export const footerServices: NavLink[] = [
  { label: "Villa Rentals", to: "/mls?kind=rental" },
  { label: "Sales History", to: "/saleshistory" },
  { label: "For Sale", to: "/properties" },
];
