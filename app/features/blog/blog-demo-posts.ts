import type { BlogPostInput } from "./blog-schema";

/** The demo blog: six posts beyond the two built-in articles, newest first, all after them. */
export type DemoPost = BlogPostInput & { id: string; createdAt: string };

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    id: "hurricane-ready-homes-on-st-john",
    createdAt: "2026-06-02T13:00:00Z",
    publishedAt: "2026-06-02",
    title: "Is Your St. John Home Ready for Hurricane Season?",
    category: "Property Management",
    tags: ["Hurricane season", "Maintenance", "Insurance"],
    description: `Hurricane season in the Virgin Islands runs from **June 1 to November 30**, with the busiest weeks from mid-August to early October. Owners who prepare early sleep better and usually spend less on repairs.

## Before the season

- **Shutters**: test every panel or roll-down shutter now, not when a storm is named. Label panels by window and keep the hardware together.
- **Roof and gutters**: loose sheets and clogged gutters are where most water damage starts. A roofer's inspection in May is money well spent.
- **Cistern**: keep it at least half full; clean water after a storm matters more than anything else in the house.
- **Generator and solar**: run the generator under load once a month and check that battery systems can island from the grid.
- **Insurance**: read the windstorm deductible on your policy. It is usually a percentage of the dwelling value, not a fixed amount.

## If you are off-island

Ask your property manager for a written storm plan: who closes the shutters, who checks the house afterwards, and how quickly you will get photos. Our management clients receive a post-storm report within 48 hours of the roads reopening.

## After a storm

Photograph everything before cleaning up, keep receipts for emergency repairs and call your insurer early — adjusters are booked quickly after a regional event.`,
  },
  {
    id: "st-john-market-report-spring-2026",
    createdAt: "2026-04-15T13:00:00Z",
    publishedAt: "2026-04-15",
    title: "St. John Market Report: Spring 2026",
    category: "Market Analysis",
    tags: ["Market report", "Prices", "Inventory"],
    description: `Buyers kept coming in the first quarter of 2026, but fewer homes came to market, and the homes that did sold for close to their asking prices.

## What we saw

- **Inventory stayed tight.** Around forty homes were for sale at any one time, most of them above $1.5 million. Homes under $1 million rarely lasted more than a few weeks.
- **Well-priced homes sold fast.** Villas with a strong rental history and a realistic price went under contract in about two months; overpriced listings sat, and most needed a reduction.
- **Land was busy.** Buyers priced out of finished homes turned to building lots, especially in Coral Bay and on Bordeaux Mountain, where views are wide and prices per acre are lower.

## What it means for you

**Sellers**: the market rewards preparation. Fresh paint, a clean cistern, current permits and a year of rental figures shorten the time on market more than any price cut.

**Buyers**: come with financing arranged and a clear list of must-haves. When the right house appears, you will be competing with people who have been waiting for it.

Every sale we report here can be looked up in our [sales history](/saleshistory).`,
  },
  {
    id: "financing-a-home-in-the-usvi",
    createdAt: "2026-02-10T13:00:00Z",
    publishedAt: "2026-02-10",
    title: "Financing a Home in the US Virgin Islands",
    category: "Finance",
    tags: ["Mortgage", "Financing", "Closing costs"],
    description: `Because the USVI is a US territory, buying here works much like buying on the mainland: US dollars, US title insurance and US lenders. A few things are different, and it pays to know them before you make an offer.

## Lenders

Only a handful of banks lend on St. John, and many mainland lenders will not lend on island property at all. Local banks typically ask for **20 to 30 percent down** on second homes and more on land. Cash buyers are common, and a cash offer often wins on terms rather than price.

## Costs to budget for

- **Stamp tax**, paid at closing, on a sliding scale of roughly 2 to 3.5 percent of the price. Who pays it is negotiable.
- **Title insurance**, the attorney's fees and the recording fees.
- **Windstorm insurance**, which lenders require and which costs far more than on the mainland.

## Rental income

If you plan to rent the home, lenders may count part of the projected rental income. Ask us for the home's booking history; a documented record makes underwriting easier.

Use the mortgage calculator on any [listing page](/properties) to try out a budget before you talk to a lender.`,
  },
  {
    id: "buying-land-on-st-john",
    createdAt: "2025-12-03T13:00:00Z",
    publishedAt: "2025-12-03",
    title: "Buying Land on St. John: Ten Questions to Ask",
    category: "Buying Guide",
    tags: ["Land", "Building", "Due diligence"],
    description: `A building lot with a view over the water is the start of many island dreams. Before you fall in love with one, ask these questions.

1. **Is there legal, year-round access?** A deeded right of way and a road a truck can climb are not the same thing.
2. **How steep is it?** Slopes over 30 percent need engineered foundations and retaining walls, and they can double the cost of building.
3. **Where will the water come from?** You will build a cistern; budget for its size from the start.
4. **Can it connect to power?** Ask how far the nearest WAPA pole is, or plan for solar.
5. **What does the zoning allow?** Most residential lots are R-1 or R-2; check height limits and setbacks.
6. **Is it in a coastal zone?** Lots near the shore may need a CZM permit, which takes time.
7. **Are there covenants?** Many subdivisions have their own rules on design, rentals and road fees.
8. **Has it been surveyed recently?** Old boundary markers move; a new survey avoids disputes.
9. **What will it cost to build?** Island construction typically runs well above mainland prices per square foot.
10. **Who will build it?** Good contractors book up months ahead; talk to them before you close.

Browse current lots on our [land page](/landproperties), and ask us for the survey and title history of any of them.`,
  },
  {
    id: "owning-a-vacation-rental-villa",
    createdAt: "2025-11-12T13:00:00Z",
    publishedAt: "2025-11-12",
    title: "What It Takes to Own a Vacation Rental Villa",
    category: "Investment",
    tags: ["Villa rentals", "Income", "Management"],
    description: `Many St. John villas pay a large share of their own costs through vacation rentals. Whether one will work for you depends on the house, the location and how much of the work you want to do.

## What guests book

Guests choose **views, a pool and an easy drive to Cruz Bay**, in roughly that order. Air-conditioned bedrooms and reliable internet are now expected, not extras. The strongest weeks are mid-December to April; summer and autumn fill more slowly.

## The running costs

Budget for management (often 25 to 35 percent of rental income for full service), cleaning, pool and garden care, insurance, WAPA bills, repairs from salt air and sun, and the territory's hotel occupancy tax, which is collected from guests and paid monthly.

## Licenses

Short-term rentals need a USVI business license and registration for the hotel occupancy tax. Your manager can handle the filings, but the license is in your name.

## Our advice

Buy the house you want to be in yourself; guests tend to love the same things owners do. Ask for the villa's last three years of bookings before you make an offer — we provide them for every rental villa we list.`,
  },
  {
    id: "moving-to-st-john-checklist",
    createdAt: "2025-10-22T13:00:00Z",
    publishedAt: "2025-10-22",
    title: "Moving to St. John: A Practical Checklist",
    category: "Education",
    tags: ["Relocation", "Island life", "Schools"],
    description: `Moving to St. John full time is a bigger step than buying a vacation home. Here is what new residents tell us they wish they had known.

## Paperwork

- There is no passport control for US citizens, but bring original documents: you will need them for a **Virgin Islands driver's license**, which you should get within 90 days.
- Register your car with the BMV; shipping a car from the mainland takes two to four weeks.

## Household

- Ship only what you love. Furniture suited to salt air and humidity — teak, aluminum, outdoor fabrics — lasts far longer.
- Groceries cost more than on the mainland. Many residents shop on St. Thomas once or twice a month and buy fresh fish and produce locally.
- Set up internet and WAPA accounts before you arrive; installation can take weeks.

## Community

Schools include the public elementary school and the Gifft Hill School, a private K–12. Healthcare is the Myrah Keating Smith clinic on island, with the hospital on St. Thomas.

Volunteering — at the national park, the animal shelter or the many fundraisers — is the quickest way to become part of the island. [Talk to us](/contact) about neighborhoods that suit year-round living.`,
  },
];
