import type { PortraitStyle } from "./demo-portraits.server";

/**
 * The demo brokerage's six agents (fictional people). The first two share
 * their e-mails with the demo agent logins, so their demo listings show on
 * their profiles.
 */
export type DemoAgent = {
  name: string;
  title: string;
  email: string;
  phone: string;
  bio: string;
  languages: string[];
  specialities: string[];
  portrait: PortraitStyle;
};

export const DEMO_AGENTS: readonly DemoAgent[] = [
  {
    name: "Dana Sprauve",
    title: "Broker-Associate",
    email: "agent@demo.test",
    phone: "(340) 555-0163",
    bio: "Dana grew up above Cruz Bay and has sold homes on St. John for fifteen years, from hillside cottages in Fish Bay to villas on the North Shore.\n\nShe walks every property before she lists it, knows which roads wash out after a rain and which cisterns need attention, and tells buyers both.",
    languages: ["English", "Spanish"],
    specialities: ["Villas", "Luxury homes", "First-time island buyers"],
    portrait: { background: "#cfe8e4", accent: "#f2b25c", skin: "#8d5a3b", hair: "#2a1a12", shirt: "#1f6f78", hairStyle: "curly", face: "round", earrings: "#f2b25c" },
  },
  {
    name: "Jordan Penn",
    title: "Sales Agent",
    email: "agent2@demo.test",
    phone: "(340) 555-0178",
    bio: "Jordan came to St. John as a sailing instructor and stayed for the land. He helps buyers find building lots in Coral Bay and the East End and coordinates surveys, percolation tests and permits.\n\nAsk him about solar, cisterns and building costs on the island.",
    languages: ["English"],
    specialities: ["Land", "New construction", "Coral Bay"],
    portrait: { background: "#f6dcc8", accent: "#4d9fb5", skin: "#e8b896", hair: "#7a4b26", shirt: "#2e4a7d", hairStyle: "short", face: "long", beard: true },
  },
  {
    name: "Marisol Charles",
    title: "Rental Manager",
    email: "marisol@demo.test",
    phone: "(340) 555-0191",
    bio: "Marisol runs our villa rental program: guest arrivals, housekeeping, repairs and the owners' monthly statements.\n\nIf you are thinking about renting out your home, she will show you what a year of bookings looks like.",
    languages: ["English", "Spanish", "French"],
    specialities: ["Villa rentals", "Property management"],
    portrait: { background: "#e6dcf2", accent: "#f08a6c", skin: "#6b4630", hair: "#1b120d", shirt: "#b8432f", hairStyle: "bun", earrings: "#f3f0e8" },
  },
  {
    name: "Peter Lindqvist",
    title: "Broker",
    email: "peter@demo.test",
    phone: "(340) 555-0124",
    bio: "Peter founded Sugar Apple Realty after twenty years in Virgin Islands real estate. He handles commercial sales and the brokerage's larger estates.\n\nHe serves on the local realtors' board and the MLS committee.",
    languages: ["English", "Swedish", "German"],
    specialities: ["Commercial", "Estates", "1031 exchanges"],
    portrait: { background: "#d9e9cf", accent: "#3f7d5a", skin: "#f1cdb0", hair: "#c9c4bb", shirt: "#3a3a48", hairStyle: "bald", glasses: true, face: "long", jacket: "#6b6f7a" },
  },
  {
    name: "Keisha Thomas",
    title: "Sales Agent",
    email: "keisha@demo.test",
    phone: "(340) 555-0136",
    bio: "Keisha is a third-generation St. Johnian who knows every neighborhood from Chocolate Hole to Hansen Bay.\n\nShe works with families moving to the island and with owners selling a home they have loved for decades.",
    languages: ["English", "Virgin Islands Creole"],
    specialities: ["Condominiums", "Relocation", "Sellers"],
    portrait: { background: "#fde6b8", accent: "#2f8f9d", skin: "#5a3825", hair: "#140c08", shirt: "#e0a23a", hairStyle: "long", face: "round", earrings: "#2f8f9d" },
  },
  {
    name: "Sam Okafor",
    title: "Buyer's Agent",
    email: "sam@demo.test",
    phone: "(340) 555-0155",
    bio: "Sam represents buyers only, from the first showing through inspection, insurance and closing.\n\nBefore real estate he was a builder on St. Thomas, so he reads an inspection report like a contractor.",
    languages: ["English", "Yoruba"],
    specialities: ["Buyer representation", "Inspections", "Investment property"],
    portrait: { background: "#cfe0f2", accent: "#f2c14e", skin: "#4a2e1f", hair: "#0f0a07", shirt: "#5a8f3c", hairStyle: "short", glasses: true, beard: true, jacket: "#23364d" },
  },
];

export function demoPortraitAlt(agent: Pick<DemoAgent, "name">): string {
  return `Illustrated portrait of ${agent.name}`;
}
