import { site } from "~/shared/config/site";
import { addDays } from "~/shared/dates/island-days";
import { instantFromIslandTime } from "~/shared/dates/island-times";
import type { NewListingRow } from "./listing.table";
import { DEMO_AREAS, demoCoordinates } from "./listing-demo-areas";
import { DEMO_RENTALS } from "./listing-demo-rentals";
import { DEMO_SOLD } from "./listing-demo-sold";
import { DEMO_AGENTS, home, land, premises, type DemoAgentEmail, type DemoListing } from "./listing-demo-types";
import { slugify } from "./listing-slug";

/**
 * The fictional brokerage's demo listings: homes, land and commercial
 * property for sale across St. John, closed sales, villas to rent, and a few
 * submissions waiting in the review queue. Prices, sizes and places are
 * plausible; every name, office and listing is invented.
 */

export const DEMO_FOR_SALE: DemoListing[] = [
  // Residential
  { title: "Villa Caribe Overlook", category: "residential", subcategory: "villa", area: "Peter Bay", listPrice: 7_950_000, size: home(6, 6, 5800, 1.1, 2016), featured: true,
    features: ["50-foot infinity pool", "Six en-suite bedrooms", "Generator and solar", "Gated estate road"],
    blurb: "A six-suite estate set into the Peter Bay hillside, with an infinity pool that seems to pour straight into Cinnamon Bay." },
  { title: "Sugarbird Villa", category: "residential", subcategory: "villa", area: "Chocolate Hole", listPrice: 2_450_000, size: home(4, 4, 3200, 0.55, 2008),
    features: ["Sunset pool deck", "Stone arches", "Mahogany doors", "Cistern 15,000 gal"],
    blurb: "Stone arches, mahogany doors and a pool deck that catches every sunset over St. Thomas." },
  { title: "Coconut Cay Villa", category: "residential", subcategory: "villa", area: "Great Cruz Bay", listPrice: 3_150_000, size: home(4, 4, 3600, 0.62, 2012), featured: true,
    features: ["Walk to the harbor", "Open great room", "Pool and spa", "Air-conditioned bedrooms"],
    blurb: "Walk down to the harbor for a morning paddle, then back up to a great room that opens to the breeze on three sides." },
  { title: "Rendezvous Reef House", category: "residential", subcategory: "villa", area: "Rendezvous", listPrice: 4_250_000, size: home(5, 5, 4400, 0.9, 2019),
    features: ["Glass walls", "Wraparound lap pool", "Hurricane-rated windows", "Outdoor kitchen"],
    blurb: "A contemporary five-bedroom of glass and stone, with a wraparound lap pool and nothing but blue to the south." },
  { title: "Bordeaux Cloud Forest Villa", category: "residential", subcategory: "villa", area: "Bordeaux", listPrice: 1_650_000, size: home(3, 3, 2400, 1.4, 2005),
    features: ["Cool mountain air", "Wide covered veranda", "Fruit orchard", "Coral Bay views"],
    blurb: "High in the cool air of Bordeaux Mountain, among bay rum trees and hummingbirds, with Coral Bay spread out below." },
  { title: "Catherineberg Ridge Estate", category: "residential", subcategory: "villa", area: "Catherineberg", listPrice: 5_600_000, size: home(5, 5, 4900, 2.3, 2014), featured: true,
    features: ["Two pavilions", "Ocean view from every bedroom", "Saltwater pool", "Private drive"],
    blurb: "Two pavilions joined by a breezeway, each with its own view: the North Shore beaches on one side, the British Virgin Islands on the other." },
  { title: "Peter Bay Beach Villa", category: "residential", subcategory: "villa", area: "Peter Bay", listPrice: 8_950_000, size: home(5, 5, 5200, 0.8, 2018), status: "ActiveUnderContract",
    features: ["Private path to the beach", "Beachfront pool", "Staff quarters", "Whole-house generator"],
    blurb: "A rare walk-to-the-sand villa inside the Peter Bay gates, with a private path down to a crescent of white beach." },
  { title: "Harborfront Studio Condo", category: "residential", subcategory: "condo", area: "Cruz Bay", listPrice: 485_000, size: home(0, 1, 520, 0, 1989),
    features: ["Steps from the ferry", "Rental history", "Shared pool", "Harbor glimpses"],
    blurb: "A turnkey studio a few steps from the ferry dock, with a rental history that covers the dues and then some." },
  { title: "Frank Bay Two-Bedroom Condo", category: "residential", subcategory: "condo", area: "Cruz Bay", listPrice: 895_000, size: home(2, 2, 1150, 0, 1987),
    features: ["End unit", "Sunset balcony", "Shared pool", "Walk to town"],
    blurb: "A quiet end unit above Frank Bay with a shared pool and a balcony made for sunset." },
  { title: "Great Cruz Bay Harbor Condo", category: "residential", subcategory: "condo", area: "Great Cruz Bay", listPrice: 1_150_000, size: home(3, 2, 1600, 0, 1999),
    features: ["On the water's edge", "Dinghy landing", "Covered lanai", "Updated kitchen"],
    blurb: "Three bedrooms at the water's edge, with a dinghy landing a few steps from the lanai." },
  { title: "Coral Bay Harborview Condo", category: "residential", subcategory: "condo", area: "Coral Bay", listPrice: 545_000, size: home(1, 1, 780, 0, 2006),
    features: ["Anchorage views", "Long-term rental potential", "Ceiling fans", "Covered parking"],
    blurb: "A bright one-bedroom over Coral Bay's anchorage, ready for a full-time island life or a long-term tenant." },
  { title: "Frangipani Cottage", category: "residential", subcategory: "cottage", area: "Fish Bay", listPrice: 725_000, size: home(2, 1, 950, 0.45, 1994),
    features: ["Gallery porch", "Tin roof", "Fruit trees", "Garden shed"],
    blurb: "A tin-roofed West Indian cottage with a wide gallery porch and a garden of frangipani and key limes." },
  { title: "Johnson Bay Bungalow", category: "residential", subcategory: "cottage", area: "Johnson Bay", listPrice: 689_000, size: home(1, 1, 720, 0.3, 1985),
    features: ["Walk to the beach", "Outdoor shower", "Solar hot water", "Reef snorkeling nearby"],
    blurb: "A simple, sweet bungalow a short walk from a reef-protected beach and some of the East End's best snorkeling." },
  { title: "Gifft Hill Family Home", category: "residential", subcategory: "single-family", area: "Gifft Hill", listPrice: 1_295_000, size: home(3, 3, 2100, 0.7, 2002), status: "Pending",
    features: ["Level yard", "30,000-gallon cistern", "Solar array", "Two-car carport"],
    blurb: "A practical three-bedroom with a big cistern, solar power and a level yard, which is rare on this island." },
  { title: "Hansen Bay Modern", category: "residential", subcategory: "single-family", area: "Hansen Bay", listPrice: 2_200_000, size: home(3, 3, 2300, 1, 2021), featured: true,
    features: ["Built 2021 to hurricane code", "Plunge pool", "Channel views", "Battery backup"],
    blurb: "A clean-lined retreat built to hurricane code, with a plunge pool facing the Sir Francis Drake Channel." },
  { title: "Chocolate Hole Duplex", category: "residential", subcategory: "multi-family", area: "Chocolate Hole", listPrice: 1_480_000, size: home(4, 4, 2800, 0.5, 1996),
    features: ["Two two-bedroom units", "Separate entrances", "Shared pool", "Rental income"],
    blurb: "Two independent two-bedroom apartments: live in one and let the other, or rent both to long-stay guests." },
  { title: "Cruz Bay Hillside Triplex", category: "residential", subcategory: "multi-family", area: "Cruz Bay", listPrice: 1_950_000, size: home(6, 4, 3400, 0.35, 1990),
    features: ["Three apartments", "Long-term tenants", "Walk to town", "Off-street parking"],
    blurb: "Three apartments with steady long-term tenants, a short walk up the hill from town." },
  { title: "Coral Bay Sunrise Home", category: "residential", subcategory: "single-family", area: "Coral Bay", listPrice: 985_000, size: home(2, 2, 1400, 0.6, 2010),
    features: ["Screened porch", "Sunrise over the bay", "Garden", "Workshop"],
    blurb: "Watch the sun come up over the Coral Bay anchorage from a screened porch made for slow mornings." },
  // Land
  { title: "Bordeaux Mountain View Lot", category: "land", subcategory: "lot", area: "Bordeaux", listPrice: 245_000, size: land(0.52),
    features: ["Paved road access", "Views to Tortola", "Gentle slope", "Power at the road"],
    blurb: "A gently sloping half-acre with paved access and views over Coral Bay to Tortola." },
  { title: "Hansen Bay Waterfront Parcel", category: "land", subcategory: "estate-parcel", area: "Hansen Bay", listPrice: 2_850_000, size: land(7.8),
    features: ["Deeded water frontage", "Approved subdivision plan", "Several building sites", "East End privacy"],
    blurb: "Nearly eight acres running down to the water at the East End, with an approved plan to subdivide." },
  { title: "Fish Bay Valley Lot", category: "land", subcategory: "lot", area: "Fish Bay", listPrice: 185_000, size: land(0.5),
    features: ["Buildable", "Power at the road", "Friendly neighbors", "Valley breezes"],
    blurb: "An affordable, buildable lot in a neighborly valley, with power already at the road." },
  { title: "Gifft Hill Ridge Lot", category: "land", subcategory: "lot", area: "Gifft Hill", listPrice: 310_000, size: land(0.62),
    features: ["Two view corridors", "Survey on file", "Ridge-top breezes", "Short drive to town"],
    blurb: "Two views from one ridge: north toward the Caneel Bay headland and south to the open sea." },
  { title: "Catherineberg Estate Parcel", category: "land", subcategory: "estate-parcel", area: "Catherineberg", listPrice: 1_950_000, size: land(4.6),
    features: ["Surrounded by national park", "Driveway cut", "Completed survey", "North Shore views"],
    blurb: "A private parcel bordered by national park land, with its survey complete and a driveway cut to the building site." },
  { title: "Chocolate Hole Sunset Lot", category: "land", subcategory: "lot", area: "Chocolate Hole", listPrice: 565_000, size: land(0.55),
    features: ["Faces due west", "Paved road", "Established neighborhood", "Walk to the bay"],
    blurb: "One of the last open lots in Chocolate Hole, facing due west for the sunsets." },
  { title: "Johnson Bay Hillside Lot", category: "land", subcategory: "lot", area: "Johnson Bay", listPrice: 215_000, size: land(0.5),
    features: ["Soil tests done", "Trade-wind exposure", "Bay views", "Quiet road"],
    blurb: "A breezy hillside lot above a quiet bay, with soil tests already done." },
  { title: "Rendezvous Point Lot", category: "land", subcategory: "lot", area: "Rendezvous", listPrice: 895_000, size: land(0.86),
    features: ["Water on two sides", "Point setting", "Steady trade winds", "Architect's sketch included"],
    blurb: "A point lot with water on two sides and the south shore's steady trade winds." },
  { title: "Coral Bay Estate Land", category: "land", subcategory: "estate-parcel", area: "Coral Bay", listPrice: 1_250_000, size: land(10.2),
    features: ["Ten rolling acres", "Harbor views", "Seasonal gut", "Room for a family compound"],
    blurb: "Ten acres of rolling hillside above Coral Bay, room for a family compound or a small eco-retreat." },
  { title: "Peter Bay Building Site", category: "land", subcategory: "lot", area: "Peter Bay", listPrice: 2_400_000, size: land(1.05), featured: true,
    features: ["Inside the gates", "Architect's plans", "North Shore views", "Underground utilities"],
    blurb: "Inside the Peter Bay gates, a building site with a full set of architect's plans and North Shore views." },
  // Commercial
  { title: "Cruz Bay Waterfront Retail", category: "commercial", subcategory: "retail", area: "Cruz Bay", listPrice: 3_450_000, size: premises(4200, 0.2, 1998),
    features: ["Four storefronts", "Fully leased", "Ferry foot traffic", "Waterfront frontage"],
    blurb: "Four storefronts on the busy walk from the ferry, all leased to established tenants." },
  { title: "Coral Bay Mixed-Use Building", category: "commercial", subcategory: "mixed-use", area: "Coral Bay", listPrice: 1_350_000, size: premises(3100, 0.4, 2004),
    features: ["Restaurant space", "Two apartments above", "Across from the harbor", "Parking"],
    blurb: "Ground-floor restaurant space with two apartments above, across the road from the harbor." },
  { title: "Cruz Bay Professional Offices", category: "commercial", subcategory: "office", area: "Cruz Bay", listPrice: 985_000, size: premises(1900, 0.1, 1992), status: "ActiveUnderContract",
    features: ["Conference room", "Harbor glimpses", "Reception area", "Walk to the post office"],
    blurb: "Second-floor offices with a conference room and harbor glimpses, two minutes' walk from the post office." },
  { title: "Great Cruz Bay Marina Shops", category: "commercial", subcategory: "retail", area: "Great Cruz Bay", listPrice: 2_250_000, size: premises(3000, 0.3, 2011),
    features: ["Retail plaza", "Boater and villa-guest trade", "Dock access", "Expansion space"],
    blurb: "A small retail plaza serving the harbor's boaters and villa guests, with room to grow." },
  { title: "Gifft Hill Workshop and Office", category: "commercial", subcategory: "mixed-use", area: "Gifft Hill", listPrice: 675_000, size: premises(2400, 0.5, 2000),
    features: ["Roll-up doors", "Office", "One-bedroom apartment", "Fenced yard"],
    blurb: "A contractor's dream: a large workshop with roll-up doors, an office and a one-bedroom apartment." },
];

/** Submissions waiting for an administrator (the review queue). */
export const DEMO_PENDING: DemoListing[] = [
  { title: "Fish Bay Garden Cottage", category: "residential", subcategory: "cottage", area: "Fish Bay", listPrice: 640_000, size: home(2, 1, 880, 0.4, 1998), pending: true, agent: "agent@demo.test",
    features: ["Raised garden beds", "Gallery porch", "Cistern"], blurb: "A two-bedroom cottage with raised garden beds and a porch that looks down the valley to the bay." },
  { title: "Coral Bay Hillside Lot", category: "land", subcategory: "lot", area: "Coral Bay", listPrice: 199_000, size: land(0.5), pending: true, agent: "agent2@demo.test",
    features: ["Harbor view", "Road access"], blurb: "A half-acre hillside lot with a view of the Coral Bay anchorage." },
  { title: "Cruz Bay Loft Condo", category: "residential", subcategory: "condo", area: "Cruz Bay", listPrice: 625_000, size: home(1, 1, 860, 0, 2001), pending: true, agent: "agent2@demo.test",
    features: ["Sleeping loft", "Vaulted ceiling", "Walk to town"], blurb: "A one-bedroom with a sleeping loft under a vaulted ceiling, a stroll from the ferry." },
];

function describe(listing: DemoListing): string {
  const features = listing.features.map((feature) => feature.charAt(0).toLowerCase() + feature.slice(1));
  const highlights = features.length > 1 ? `${features.slice(0, -1).join(", ")} and ${features.at(-1)}` : (features[0] ?? "");
  return [listing.blurb, DEMO_AREAS[listing.area].note, highlights ? `**Highlights:** ${highlights}.` : ""].filter(Boolean).join("\n\n");
}

/**
 * Every demo listing as a row (agent ids are looked up by the seed), newest first in the order given; a closed sale
 * with the moment it was listed (9 AM island time, its days on market before its close date).
 */
export function demoListingRows(now = new Date()): Array<{ row: NewListingRow; agentEmail: DemoAgentEmail; listedAt?: Date }> {
  const all = [...DEMO_FOR_SALE, ...DEMO_SOLD, ...DEMO_RENTALS, ...DEMO_PENDING];
  return all.map((listing, index) => {
    const kind = listing.kind ?? "sale";
    const slug = slugify(listing.rental?.name ?? listing.title);
    const agentEmail = listing.agent ?? DEMO_AGENTS[index % DEMO_AGENTS.length]!;
    const agentName = agentEmail === "agent@demo.test" ? "Dana Sprauve" : "Jordan Penn";
    const submittedAt = new Date(now.getTime() - (index + 1) * 26 * 60 * 60 * 1000);
    const [bedroomsTotal, bathroomsTotalInteger, livingArea, lotSizeAcres, yearBuilt] = listing.size;
    const row: NewListingRow = {
      kind,
      category: listing.category,
      subcategory: listing.subcategory,
      title: listing.title,
      slug,
      description: describe(listing),
      area: listing.area,
      features: kind === "rental" ? [] : listing.features,
      listPrice: listing.listPrice ?? null,
      standardStatus: kind === "sold" ? "Closed" : (listing.status ?? "Active"),
      bedroomsTotal,
      bathroomsTotalInteger,
      livingArea,
      lotSizeAcres,
      yearBuilt,
      ...demoCoordinates(listing.area, slug),
      // The demo agent's address until the seed names their account (decision 0104).
      listAgentEmail: agentEmail,
      listAgentName: agentName,
      listOfficeName: listing.sold?.listOffice ?? site.name,
      reviewStatus: listing.pending ? "pending" : "approved",
      reviewedAt: listing.pending ? null : submittedAt,
      featured: listing.featured ?? false,
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    };
    let listedAt: Date | undefined;
    if (listing.sold) {
      Object.assign(row, { closePrice: listing.sold.closePrice, closeDate: listing.sold.closeDate, buyerOfficeName: listing.sold.buyerOffice });
      listedAt = instantFromIslandTime(`${addDays(listing.sold.closeDate, -listing.sold.daysOnMarket)}T09:00`) ?? undefined;
    }
    if (listing.rental) {
      const rental = listing.rental;
      Object.assign(row, {
        propertyInfo: { name: rental.name, slug },
        nightlyRate: rental.nightly,
        weeklyRate: rental.weekly ?? null,
        cleaningFee: rental.cleaning ?? null,
        maxGuests: rental.guests,
        minimumNights: rental.minNights,
        amenities: rental.amenities,
        houseRules: rental.rules,
        checkInTime: "16:00",
        checkOutTime: "10:00",
      });
    }
    return { row, agentEmail, listedAt };
  });
}
