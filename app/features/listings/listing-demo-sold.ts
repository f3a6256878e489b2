import { home, land, premises, type DemoListing } from "./listing-demo-types";

/**
 * Closed sales, 2024 to 2026, with the MLS attribution a sold listing needs:
 * the listing office and the selling (buyer's) office, and how long each was
 * on the market before it closed. Every office but
 * Sugar Apple Realty is invented for the demo.
 */
const OURS = "Sugar Apple Realty";
const TRADE_WIND = "Trade Wind Properties";
const SALT_POND = "Salt Pond Real Estate";
const EAST_END = "East End Island Homes";
const TURTLE_POINT = "Turtle Point Realty";

const sold = (listing: Omit<DemoListing, "kind">): DemoListing => ({ ...listing, kind: "sold" });

export const DEMO_SOLD: DemoListing[] = [
  sold({ title: "Villa Hermosa", category: "residential", subcategory: "villa", area: "Peter Bay", listPrice: 6_250_000, size: home(5, 5, 4600, 0.9, 2011),
    sold: { closePrice: 5_900_000, closeDate: "2025-04-18", daysOnMarket: 212, listOffice: OURS, buyerOffice: TRADE_WIND },
    features: ["Infinity pool", "Five suites", "North Shore views"], blurb: "A five-suite villa above Peter Bay whose pool terrace looked straight down the North Shore." }),
  sold({ title: "Cruz Bay Harbor Condo", category: "residential", subcategory: "condo", area: "Cruz Bay", listPrice: 615_000, size: home(2, 1, 900, 0, 1986),
    sold: { closePrice: 590_000, closeDate: "2024-03-08", daysOnMarket: 96, listOffice: SALT_POND, buyerOffice: OURS },
    features: ["Harbor view", "Walk to the ferry"], blurb: "A two-bedroom overlooking the harbor, three minutes' walk from the ferry dock." }),
  sold({ title: "Chocolate Hole Pool Home", category: "residential", subcategory: "single-family", area: "Chocolate Hole", listPrice: 1_895_000, size: home(3, 3, 2400, 0.5, 2003),
    sold: { closePrice: 1_800_000, closeDate: "2024-06-21", daysOnMarket: 148, listOffice: OURS, buyerOffice: OURS },
    features: ["Pool", "Sunset deck", "Guest suite"], blurb: "A three-bedroom pool home on the quiet side of Chocolate Hole, sold to a family relocating from Vermont." }),
  sold({ title: "Gifft Hill View Lot", category: "land", subcategory: "lot", area: "Gifft Hill", listPrice: 275_000, size: land(0.6),
    sold: { closePrice: 250_000, closeDate: "2024-09-30", daysOnMarket: 301, listOffice: TURTLE_POINT, buyerOffice: OURS },
    features: ["South shore view", "Paved access"], blurb: "A ridge lot with a long view over the south shore bays." }),
  sold({ title: "Coral Bay Roadside Lot", category: "land", subcategory: "lot", area: "Coral Bay", listPrice: 330_000, size: land(0.7),
    sold: { closePrice: 315_000, closeDate: "2025-01-15", daysOnMarket: 187, listOffice: EAST_END, buyerOffice: TRADE_WIND },
    features: ["Level frontage", "Commercial potential"], blurb: "A level lot on the road into Coral Bay, suited to a home or a small business." }),
  sold({ title: "Great Cruz Bay Villa", category: "residential", subcategory: "villa", area: "Great Cruz Bay", listPrice: 3_400_000, size: home(4, 4, 3500, 0.6, 2009),
    sold: { closePrice: 3_250_000, closeDate: "2025-02-27", daysOnMarket: 124, listOffice: OURS, buyerOffice: SALT_POND },
    features: ["Harbor views", "Pool", "Strong rental history"], blurb: "A four-bedroom rental favorite above Great Cruz Bay, sold with its bookings in place." }),
  sold({ title: "Rendezvous Cottage", category: "residential", subcategory: "cottage", area: "Rendezvous", listPrice: 799_000, size: home(2, 2, 1100, 0.4, 1997),
    sold: { closePrice: 760_000, closeDate: "2024-11-12", daysOnMarket: 163, listOffice: TRADE_WIND, buyerOffice: OURS },
    features: ["Ocean view", "Garden"], blurb: "A breezy two-bedroom cottage with an ocean view and a garden of bougainvillea." }),
  sold({ title: "Bordeaux Acreage", category: "land", subcategory: "estate-parcel", area: "Bordeaux", listPrice: 1_100_000, size: land(6.3),
    sold: { closePrice: 985_000, closeDate: "2025-06-03", daysOnMarket: 389, listOffice: OURS, buyerOffice: EAST_END },
    features: ["Six acres", "Mountain views"], blurb: "Six wooded acres near the top of Bordeaux Mountain." }),
  sold({ title: "Cruz Bay Shops Building", category: "commercial", subcategory: "retail", area: "Cruz Bay", listPrice: 2_600_000, size: premises(3800, 0.2, 1995),
    sold: { closePrice: 2_400_000, closeDate: "2024-12-05", daysOnMarket: 74, listOffice: SALT_POND, buyerOffice: SALT_POND },
    features: ["Three shops", "Leased"], blurb: "A leased building of three shops in the heart of town." }),
  sold({ title: "Fish Bay Family Home", category: "residential", subcategory: "single-family", area: "Fish Bay", listPrice: 1_150_000, size: home(3, 2, 1900, 0.8, 2007),
    sold: { closePrice: 1_090_000, closeDate: "2025-08-22", daysOnMarket: 233, listOffice: OURS, buyerOffice: TURTLE_POINT },
    features: ["Valley views", "Large cistern"], blurb: "A three-bedroom in the Fish Bay valley with room for a growing family." }),
  sold({ title: "Johnson Bay Duplex", category: "residential", subcategory: "multi-family", area: "Johnson Bay", listPrice: 925_000, size: home(3, 2, 1700, 0.45, 1999),
    sold: { closePrice: 880_000, closeDate: "2025-10-09", daysOnMarket: 141, listOffice: EAST_END, buyerOffice: OURS },
    features: ["Two units", "Rental income"], blurb: "Two apartments a short walk from the water, both let on long leases." }),
  sold({ title: "Catherineberg Villa", category: "residential", subcategory: "villa", area: "Catherineberg", listPrice: 4_900_000, size: home(4, 5, 4100, 1.6, 2015),
    sold: { closePrice: 4_600_000, closeDate: "2026-01-30", daysOnMarket: 268, listOffice: OURS, buyerOffice: TRADE_WIND },
    features: ["National park views", "Pool", "Gym"], blurb: "A four-bedroom villa with the national park on three sides." }),
  sold({ title: "Hansen Bay Point Lot", category: "land", subcategory: "lot", area: "Hansen Bay", listPrice: 1_450_000, size: land(1.9),
    sold: { closePrice: 1_380_000, closeDate: "2026-03-14", daysOnMarket: 118, listOffice: TURTLE_POINT, buyerOffice: OURS },
    features: ["Waterfront", "Point setting"], blurb: "A waterfront point lot at the East End, facing the BVI." }),
  sold({ title: "Coral Bay Office Suite", category: "commercial", subcategory: "office", area: "Coral Bay", listPrice: 640_000, size: premises(1200, 0.1, 2008),
    sold: { closePrice: 605_000, closeDate: "2026-05-20", daysOnMarket: 205, listOffice: OURS, buyerOffice: EAST_END },
    features: ["Harbor view", "Two offices"], blurb: "A two-office suite over the Coral Bay harbor." }),
  sold({ title: "Peter Bay Estate Villa", category: "residential", subcategory: "villa", area: "Peter Bay", listPrice: 8_750_000, size: home(6, 6, 6100, 1.3, 2017),
    sold: { closePrice: 8_200_000, closeDate: "2026-08-28", daysOnMarket: 177, listOffice: OURS, buyerOffice: SALT_POND },
    features: ["Six suites", "Infinity pool", "Beach access"], blurb: "A six-suite estate with beach access, the island's largest sale of the year." }),
];
