import { formatWeekdayDate } from "~/shared/dates/format-dates";

/**
 * The messages before and after a stay (plain text). They go to an address a
 * guest typed, so they carry nothing the guest typed: the property, the dates
 * and the staff's own words.
 */
export type StayMailContext = { propertyName: string; checkIn: string; checkOut: string };

export type ArrivalNotes = { ferry: string; car: string; directions: string; checkIn: string };

export const ARRIVAL_NOTE_SECTIONS = [
  { field: "ferry", heading: "Ferry" },
  { field: "car", heading: "Car" },
  { field: "directions", heading: "Directions" },
  { field: "checkIn", heading: "Check-in" },
] as const satisfies ReadonlyArray<{ field: keyof ArrivalNotes; heading: string }>;

function dates(stay: StayMailContext): string[] {
  return [`Property:  ${stay.propertyName}`, `Check-in:  ${formatWeekdayDate(stay.checkIn)}`, `Check-out: ${formatWeekdayDate(stay.checkOut)}`];
}

export function preArrivalMail(stay: StayMailContext, notes: ArrivalNotes | null, contactUrl: string) {
  const sections = ARRIVAL_NOTE_SECTIONS.filter(({ field }) => notes?.[field].trim()).flatMap(({ field, heading }) => [heading, notes![field].trim(), ""]);
  return {
    subject: `Getting to ${stay.propertyName}: your arrival details`,
    text: [
      "Hello,",
      "",
      `Your stay at ${stay.propertyName} is coming up. Here is what you need to get there and settle in.`,
      "",
      ...dates(stay),
      "",
      ...(sections.length > 0 ? sections : ["Our rentals team will send the arrival details for this property separately.", ""]),
      `Questions before you travel? Write to us: ${contactUrl}`,
      "",
      "See you on St. John,",
      "Sugar Apple Realty",
    ].join("\n"),
  };
}

export function reviewRequestMail(stay: StayMailContext, reviewUrl: string) {
  return {
    subject: `How was ${stay.propertyName}?`,
    text: [
      "Hello,",
      "",
      `Thank you for staying at ${stay.propertyName}. We hope St. John treated you well.`,
      "",
      ...dates(stay),
      "",
      "Would you tell future guests what it was like? Your review is shown on the property's page as a verified stay. This link is yours, works once and for 90 days:",
      reviewUrl,
      "",
      "Sugar Apple Realty",
    ].join("\n"),
  };
}
