/**
 * The pictures of the long reads (About St. John, Incentives): illustrations
 * drawn from the demo scenes and stored under public/images/content as WebP
 * and JPEG. `npx tsx scripts/generate-brand-images.ts` renders them again.
 */
export type ContentPicture = { name: string; seed: number; alt: string; caption: string };

export const CONTENT_PICTURE_SIZE = { width: 960, height: 640 } as const;

export const CONTENT_PICTURES = {
  nationalPark: { name: "national-park", seed: 801, alt: "Green hills rolling down to the sea under a clear sky (illustration)", caption: "Two thirds of the island is national park: hills, forest and protected bays." },
  towns: { name: "cruz-bay", seed: 701, alt: "Small-town street with colorful storefronts and awnings (illustration)", caption: "Cruz Bay: ferry dock, shops and restaurants a short walk apart." },
  beaches: { name: "beach", seed: 501, alt: "White sand beach with palms and calm turquoise water (illustration)", caption: "The North Shore beaches are public, and most have no buildings at all." },
  northShore: { name: "sunset", seed: 601, alt: "Sunset over the water with islands on the horizon (illustration)", caption: "Evenings face the British Virgin Islands across the Sound." },
  gettingHere: { name: "bay", seed: 902, alt: "Bay with moored sailboats seen from the hillside (illustration)", caption: "Boats are part of daily life: ferries, barges and moorings." },
  everydayLife: { name: "cottage", seed: 201, alt: "Yellow cottage with a covered porch among palm trees (illustration)", caption: "Island homes are built for breezes, cisterns and hurricane season." },
  buying: { name: "villa", seed: 102, alt: "White villa with a hip roof and a pool deck above a turquoise bay (illustration)", caption: "Most homes for sale are on hillsides, for the view and the breeze." },
  edc: { name: "town-offices", seed: 702, alt: "Two-story shops and offices on a town street in late light (illustration)", caption: "Qualifying businesses based in the territory can apply for EDC benefits." },
  opportunityZones: { name: "valleys", seed: 802, alt: "Morning haze over green valleys and the bay (illustration)", caption: "Opportunity zones cover parts of every island of the territory." },
  propertyTax: { name: "blue-cottage", seed: 202, alt: "Blue cottage with a white porch railing and a flowering garden (illustration)", caption: "Property tax is assessed on the land and what stands on it." },
  closingCosts: { name: "pool-villa", seed: 105, alt: "Cream villa and pool terrace with lounge chairs in golden late-afternoon light (illustration)", caption: "Budget for stamp tax, recording fees, title insurance and a survey." },
} satisfies Record<string, ContentPicture>;
