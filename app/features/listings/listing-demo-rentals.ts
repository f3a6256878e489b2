import { home, type DemoListing } from "./listing-demo-types";

/** Villas and cottages to rent by the night (check-in 4:00 PM, check-out 10:00 AM). */
const rental = (listing: Omit<DemoListing, "kind" | "features">): DemoListing => ({ ...listing, kind: "rental", features: [] });

const RULES = {
  standard: "No smoking indoors. No parties or events. Quiet hours from 10:00 PM. Please conserve cistern water.",
  family: "Children welcome; the pool is not fenced, so please supervise. No smoking. Quiet hours from 10:00 PM.",
  couples: "Best for two adults. No smoking. No pets. Please conserve water and switch off the air conditioning when out.",
} as const;

export const DEMO_RENTALS: DemoListing[] = [
  rental({ title: "Villa Solstice", category: "residential", subcategory: "villa", area: "Peter Bay", size: home(5, 5, 4800, 1, 2015), featured: true,
    rental: { name: "Villa Solstice", nightly: 1950, weekly: 12_500, cleaning: 450, guests: 10, minNights: 7, rules: RULES.family,
      amenities: ["Infinity pool", "Air conditioning", "Wi-Fi", "Chef's kitchen", "Beach towels and snorkel gear", "Generator"] },
    blurb: "Five suites wrapped around an infinity pool above Peter Bay, with Cinnamon Bay a five-minute drive away." }),
  rental({ title: "Villa Marisol", category: "residential", subcategory: "villa", area: "Chocolate Hole", size: home(4, 4, 3300, 0.5, 2010), featured: true,
    rental: { name: "Villa Marisol", nightly: 1150, weekly: 7400, cleaning: 350, guests: 8, minNights: 5, rules: RULES.standard,
      amenities: ["Pool", "Hot tub", "Air conditioning", "Wi-Fi", "Gas grill"] },
    blurb: "A Mediterranean-style villa with a hot tub on the sunset deck and the swimming bay at the bottom of the road." }),
  rental({ title: "Sea Grape Cottage", category: "residential", subcategory: "cottage", area: "Coral Bay", size: home(1, 1, 600, 0.25, 1992),
    rental: { name: "Sea Grape Cottage", nightly: 350, weekly: 2200, cleaning: 120, guests: 2, minNights: 3, rules: RULES.couples,
      amenities: ["Ocean view porch", "Outdoor shower", "Wi-Fi", "Ceiling fans"] },
    blurb: "A one-room cottage for two under the sea grapes, with a porch hammock and the harbor below." }),
  rental({ title: "Villa Bella Vista", category: "residential", subcategory: "villa", area: "Great Cruz Bay", size: home(3, 3, 2500, 0.4, 2006),
    rental: { name: "Villa Bella Vista", nightly: 825, weekly: 5300, cleaning: 275, guests: 6, minNights: 5, rules: RULES.standard,
      amenities: ["Pool", "Air conditioning", "Wi-Fi", "Kayaks", "Washer and dryer"] },
    blurb: "Three bedrooms over Great Cruz Bay, with kayaks for the calm water below." }),
  rental({ title: "Tamarind House", category: "residential", subcategory: "single-family", area: "Gifft Hill", size: home(3, 2, 1800, 0.6, 2001),
    rental: { name: "Tamarind House", nightly: 575, weekly: 3600, cleaning: 200, guests: 6, minNights: 4, rules: RULES.family,
      amenities: ["Plunge pool", "Air conditioning in bedrooms", "Wi-Fi", "Covered dining deck"] },
    blurb: "A relaxed family house under an old tamarind tree, cool at night and central to every beach." }),
  rental({ title: "Villa Calypso", category: "residential", subcategory: "villa", area: "Rendezvous", size: home(4, 4, 3600, 0.7, 2018), featured: true,
    rental: { name: "Villa Calypso", nightly: 1400, weekly: 9000, cleaning: 400, guests: 8, minNights: 7, rules: RULES.standard,
      amenities: ["Heated pool", "Air conditioning", "Wi-Fi", "Outdoor kitchen", "Fitness room"] },
    blurb: "A new villa on the Rendezvous point, with a heated pool and trade winds that keep the terraces cool." }),
  rental({ title: "Hummingbird Hideaway", category: "residential", subcategory: "cottage", area: "Bordeaux", size: home(2, 1, 900, 0.8, 1996),
    rental: { name: "Hummingbird Hideaway", nightly: 425, weekly: 2700, cleaning: 150, guests: 4, minNights: 3, rules: RULES.couples,
      amenities: ["Mountain views", "Hammock", "Wi-Fi", "Fully equipped kitchen"] },
    blurb: "A mountain-top cottage where the feeders bring hummingbirds to breakfast." }),
  rental({ title: "Villa Caribe Azul", category: "residential", subcategory: "villa", area: "Hansen Bay", size: home(5, 5, 5000, 1.5, 2020),
    rental: { name: "Villa Caribe Azul", nightly: 2500, weekly: 16_000, cleaning: 500, guests: 10, minNights: 7, rules: RULES.family,
      amenities: ["Infinity pool", "Private beach path", "Air conditioning", "Wi-Fi", "Paddleboards", "Concierge"] },
    blurb: "The East End's most private villa: five suites, a beach path and the BVI across the channel." }),
  rental({ title: "Villa Tradewinds", category: "residential", subcategory: "villa", area: "Johnson Bay", size: home(3, 3, 2200, 0.5, 2012), pending: true, agent: "agent@demo.test",
    rental: { name: "Villa Tradewinds", nightly: 650, weekly: 4200, cleaning: 250, guests: 6, minNights: 4, rules: RULES.standard,
      amenities: ["Pool", "Air conditioning", "Wi-Fi"] },
    blurb: "A three-bedroom villa above Johnson Bay, newly offered for rent and awaiting review." }),
];
