import { agentFields, type AgentField } from "~/features/listing-submissions";
import type { ListingKind } from "~/features/listings";

/**
 * Which of a listing form's fields are its market (price and status, live
 * at once through their own form) and which are its text, whose changes go
 * to review. Rentals have no market status: their rates are part of their
 * text. Safe in the browser.
 */
export const MARKET_FIELDS: Record<ListingKind, readonly string[]> = {
  sale: ["listPrice"],
  sold: ["listPrice", "closePrice", "closeDate"],
  rental: [],
};

/** The form's fields whose changes go to review. */
export function revisionFields(kind: ListingKind): AgentField[] {
  return agentFields(kind).filter((field) => !MARKET_FIELDS[kind].includes(field.name));
}

/** The listing columns a revision may change: the text fields' columns (the property name lives in propertyInfo). */
export function revisionColumns(kind: ListingKind): string[] {
  return revisionFields(kind).map((field) => (field.name === "propertyName" ? "propertyInfo" : field.name));
}
