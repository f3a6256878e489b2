import type { MailBlock } from "~/features/mail";
import { formatWeekdayDate } from "~/shared/dates/format-dates";

/**
 * The message before a stay (plain text, which the mail layout
 * draws as HTML). They go to an address a guest typed, so they carry
 * nothing the guest typed: the property, the dates and the staff's own words.
 */
export type StayMailContext = { propertyName: string; checkIn: string; checkOut: string };

export type ArrivalNotes = { ferry: string; car: string; directions: string; checkIn: string };

export const ARRIVAL_NOTE_SECTIONS = [
  { field: "ferry", heading: "Ferry" },
  { field: "car", heading: "Car" },
  { field: "directions", heading: "Directions" },
  { field: "checkIn", heading: "Check-in" },
] as const satisfies ReadonlyArray<{ field: keyof ArrivalNotes; heading: string }>;

function dateRows(stay: StayMailContext): [string, string][] {
  return [["Property", stay.propertyName], ["Check-in", formatWeekdayDate(stay.checkIn)], ["Check-out", formatWeekdayDate(stay.checkOut)]];
}

function dates(stay: StayMailContext): string[] {
  return dateRows(stay).map(([label, value]) => `${`${label}:`.padEnd(11)}${value}`);
}

/** The arrival notes under their headings (ferry, car…), and what the text and HTML say when there are none. */
export function preArrivalMail(stay: StayMailContext, notes: ArrivalNotes | null, contactUrl: string) {
  const given = ARRIVAL_NOTE_SECTIONS.filter(({ field }) => notes?.[field].trim()).map(({ field, heading }) => ({ heading, note: notes![field].trim() }));
  const sections = given.flatMap(({ heading, note }) => [heading, note, ""]);
  const opening = `Your stay at ${stay.propertyName} is coming up. Here is what you need to get there and settle in.`;
  const separately = "Our rentals team will send the arrival details for this property separately.";
  return {
    subject: `Getting to ${stay.propertyName}: your arrival details`,
    text: [
      "Hello,",
      "",
      opening,
      "",
      ...dates(stay),
      "",
      ...(sections.length > 0 ? sections : [separately, ""]),
      `Questions before you travel? Write to us: ${contactUrl}`,
      "",
      "See you on St. John,",
      "Sugar Apple Realty",
    ].join("\n"),
    blocks: [
      { kind: "paragraph", text: "Hello," },
      { kind: "paragraph", text: opening },
      { kind: "facts", rows: dateRows(stay) },
      ...(given.length > 0
        ? given.flatMap(({ heading, note }): MailBlock[] => [{ kind: "heading", text: heading }, { kind: "paragraph", text: note }])
        : [{ kind: "paragraph" as const, text: separately }]),
      { kind: "paragraph", text: "Questions before you travel?" },
      { kind: "button", label: "Write to us", href: contactUrl },
      { kind: "paragraph", text: "See you on St. John,\nSugar Apple Realty" },
    ] satisfies MailBlock[],
  };
}
