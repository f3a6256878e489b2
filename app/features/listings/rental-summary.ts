import type { DescribedImage } from "~/features/media";

/** What /villas.json answers for each approved rental (its public fields). */
export type RentalSummary = {
  id: string;
  /** The name it goes by: propertyInfo.name, else the listing's title. */
  name: string;
  /** The slug of its page by name: /villa/{slug}. */
  slug: string;
  area: string | null;
  maxGuests: number | null;
  nightlyRate: number | null;
  bedrooms: number | null;
  /** The cover photo, for the rental's card. */
  photo: DescribedImage | null;
};
