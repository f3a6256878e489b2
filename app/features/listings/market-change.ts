import { z } from "zod";
import { issuesToErrors } from "~/shared/forms/parse-form";
import type { FieldErrors } from "~/shared/lib/result";
import { saleListingSchema, soldListingSchema } from "./listing-schema";
import type { StandardStatus } from "./listing-rules";

/**
 * A change of an approved sale's market: its status and prices, which go
 * live at once. The statuses an agent sets by hand (Pending and Expired come
 * from the MLS); "Closed" is sold, which needs the sale price and the
 * closing date (on St. John, not in the future). Prices are whole dollars,
 * read as the listing forms read them ("1,250,000", "$1,250,000").
 */
export const MARKET_STATUS_CHOICES = ["Active", "ActiveUnderContract", "Closed", "Withdrawn"] as const satisfies readonly StandardStatus[];
export type MarketStatusChoice = (typeof MARKET_STATUS_CHOICES)[number];

export const MARKET_STATUS_CHOICE_LABELS: Record<MarketStatusChoice, string> = {
  Active: "Active",
  ActiveUnderContract: "Under contract",
  Closed: "Sold",
  Withdrawn: "Withdrawn",
};

export const MARKET_MESSAGES = {
  status: "Please choose Active, Under contract, Sold or Withdrawn",
  soldStays: "A sold listing stays sold: you can correct its sale price and closing date",
  mls: "This listing comes from the MLS feed: change its price and status at the MLS, and the site follows within minutes",
  rental: "A rental has no market status: change its rates with its details",
  bigChange: "That changes the price by more than half. Check the figure, tick “The new price is right” and save again.",
  unchanged: "Nothing changed: the price and status are already these",
} as const;

export type MarketChange = {
  standardStatus: MarketStatusChoice;
  listPrice: number | null;
  closePrice: number | null;
  closeDate: string | null;
};

const forSale = z.object({
  standardStatus: z.enum(["Active", "ActiveUnderContract", "Withdrawn"]),
  listPrice: saleListingSchema.shape.listPrice,
});

const sold = z.object({
  standardStatus: z.literal("Closed"),
  listPrice: soldListingSchema.shape.listPrice,
  closePrice: soldListingSchema.shape.closePrice,
  closeDate: soldListingSchema.shape.closeDate,
});

/** The posted change, checked: the values to store, or a message per field. */
export function parseMarketChange(input: Record<string, unknown>): { success: true; data: MarketChange } | { success: false; error: string; fieldErrors: FieldErrors } {
  const status = typeof input.standardStatus === "string" ? input.standardStatus.trim() : "";
  if (!(MARKET_STATUS_CHOICES as readonly string[]).includes(status)) {
    return { success: false, error: MARKET_MESSAGES.status, fieldErrors: { standardStatus: MARKET_MESSAGES.status } };
  }
  if (status === "Closed") {
    const parsed = sold.safeParse({ ...input, standardStatus: status });
    if (!parsed.success) return refusal(parsed.error.issues);
    const { listPrice, closePrice, closeDate } = parsed.data;
    return { success: true, data: { standardStatus: "Closed", listPrice: listPrice ?? null, closePrice, closeDate } };
  }
  const parsed = forSale.safeParse({ ...input, standardStatus: status });
  if (!parsed.success) return refusal(parsed.error.issues);
  return { success: true, data: { standardStatus: parsed.data.standardStatus, listPrice: parsed.data.listPrice, closePrice: null, closeDate: null } };
}

function refusal(issues: Parameters<typeof issuesToErrors>[0]) {
  const { fieldErrors, formError } = issuesToErrors(issues);
  const first = Object.values(fieldErrors)[0];
  return { success: false as const, error: first ?? formError, fieldErrors };
}

/** Whether a new price is less than half or more than double the old one: likely a typo, so it must be confirmed. */
export function isBigPriceChange(from: number | null, to: number | null): boolean {
  if (!from || !to) return false;
  return to * 2 < from || to > from * 2;
}
