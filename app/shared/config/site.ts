/**
 * The brokerage's public identity. One place, so that the header, footer,
 * contact page, structured data and e-mails never disagree.
 */
export const site = {
  name: "Sugar Apple Realty",
  shortName: "Sugar Apple",
  tagline: "St. John real estate and villa rentals",
  description:
    "Sugar Apple Realty is an independent St. John brokerage helping buyers, sellers and guests find homes, land and villas across Love City, from Cruz Bay to East End.",
  address: {
    street: "The Marketplace, Suite 204",
    locality: "Cruz Bay",
    region: "St. John",
    postalCode: "VI 00830",
    country: "US Virgin Islands",
    mailing: "PO Box 1180, St. John, VI 00831",
  },
  phones: [
    { label: "Office", display: "(340) 555-0142", tel: "+13405550142" },
    { label: "Rentals", display: "(340) 555-0187", tel: "+13405550187" },
  ],
  email: "hello@sugarapplerealty.example",
  hours: "Monday to Saturday, 9:00 AM to 5:00 PM (Atlantic Standard Time)",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/sugarapplerealty" },
    { name: "Instagram", href: "https://www.instagram.com/sugarapplerealty" },
    { name: "WhatsApp", href: "https://wa.me/13405550142" },
    { name: "YouTube", href: "https://www.youtube.com/@sugarapplerealty" },
  ],
  externalLinks: {
    commercialRecentSales: "https://www.stjohnmls.com/",
    nationalPark: "https://www.nps.gov/viis/",
    visitUsvi: "https://www.visitusvi.com/",
  },
} as const;

export type Site = typeof site;
