import { isStandardStatus, REVIEW_STATUS, SUBCATEGORY_LABELS, type ListingCategory, type ListingSubcategory, type StandardStatus } from "~/features/listings";
import { isPublicHttpsUrl, soldListingSchema, saleListingSchema, type ListingValues } from "~/features/listings";
import { ST_JOHN_AREAS } from "~/features/listing-search";

/**
 * One RESO Data Dictionary record (from a Web API response or a CSV row) as
 * a listing, validated by the same schema as a listing entered here. The
 * reason for a refusal names the RESO field.
 */
export type MappedListing = {
  listingKey: string;
  kind: "sale" | "sold";
  values: ListingValues;
  agent: { email?: string; name?: string };
  /** When the listing went on the market, if the feed says. */
  submittedAt?: Date;
};

/**
 * The review and times of a listing new to the site from the MLS (the feed or
 * a file): approved, and public since it went on the market, as the MLS says
 * (never in the future; now when it does not say). Its approval is that
 * date, not the sync's, so a listing on the market before a buyer saved a
 * search is not new to that search, and a first sync alerts nobody about the
 * island's whole market.
 */
export function newMlsListingTimes(listedAt: Date | undefined, now: Date) {
  const listed = listedAt && listedAt < now ? listedAt : now;
  return { reviewStatus: REVIEW_STATUS.approved, reviewedAt: listed, submittedAt: listed, createdAt: now, updatedAt: now };
}

export type MappingResult = { ok: true; listing: MappedListing } | { ok: false; reason: string; listingKey?: string };

/** Our field → the RESO field it came from, for messages. */
const RESO_NAMES: Record<string, string> = {
  title: "UnparsedAddress",
  description: "PublicRemarks",
  area: "SubdivisionName",
  listPrice: "ListPrice",
  closePrice: "ClosePrice",
  closeDate: "CloseDate",
  standardStatus: "StandardStatus",
  propertyType: "PropertyType",
  propertySubType: "PropertySubType",
  bedroomsTotal: "BedroomsTotal",
  bathroomsTotalInteger: "BathroomsTotalInteger",
  livingArea: "LivingArea",
  lotSizeAcres: "LotSizeAcres",
  yearBuilt: "YearBuilt",
  latitude: "Latitude",
  longitude: "Longitude",
  listAgentName: "ListAgentFullName",
  listOfficeName: "ListOfficeName",
  buyerOfficeName: "BuyerOfficeName",
  subcategory: "PropertySubType",
  category: "PropertyType",
};

const squash = (value: string) => value.toLowerCase().replace(/[^a-z]/g, "");

/** RESO StandardStatus, as the Data Dictionary spells it or as people display it. */
const STATUS_ALIASES: Record<string, StandardStatus> = {
  active: "Active",
  activeundercontract: "ActiveUnderContract",
  undercontract: "ActiveUnderContract",
  pending: "Pending",
  closed: "Closed",
  sold: "Closed",
  withdrawn: "Withdrawn",
  canceled: "Withdrawn",
  cancelled: "Withdrawn",
  expired: "Expired",
};

const PROPERTY_TYPES: Record<string, ListingCategory | "lease"> = {
  residential: "residential",
  residentialincome: "residential",
  land: "land",
  farm: "land",
  commercialsale: "commercial",
  commercial: "commercial",
  businessopportunity: "commercial",
  residentiallease: "lease",
  commerciallease: "lease",
};

const SUBTYPE_PATTERNS: Array<[ListingCategory, RegExp, ListingSubcategory]> = [
  ["residential", /single ?family/i, "single-family"],
  ["residential", /condo|townho|apartment|stock ?cooperative/i, "condo"],
  ["residential", /villa/i, "villa"],
  ["residential", /cottage|cabin|bungalow/i, "cottage"],
  ["residential", /duplex|triplex|quadruplex|multi ?family/i, "multi-family"],
  ["commercial", /mixed/i, "mixed-use"],
  ["commercial", /retail|shop|store|restaurant/i, "retail"],
  ["commercial", /office/i, "office"],
  ["land", /estate|ranch|acreage|farm/i, "estate-parcel"],
  ["land", /lot|land|parcel/i, "lot"],
];

function text(record: Record<string, unknown>, name: string): string | undefined {
  const value = record[name];
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim().replace(/\s+/g, " ") : undefined;
}

function subcategoryFor(category: ListingCategory, subType: string | undefined, acres: unknown, income: boolean): ListingSubcategory | undefined {
  if (subType) {
    const match = SUBTYPE_PATTERNS.find(([owner, pattern]) => owner === category && pattern.test(subType));
    if (match) return match[2];
  }
  if (income) return "multi-family";
  if (category === "land") return Number(acres) >= 5 ? "estate-parcel" : "lot";
  return undefined;
}

/** Maps and validates one record; never throws. */
export function mapResoRecord(record: Record<string, unknown>): MappingResult {
  const listingKey = text(record, "ListingKey");
  if (!listingKey) return { ok: false, reason: "ListingKey is missing" };
  if (listingKey.length > 255) return { ok: false, reason: "ListingKey is longer than 255 characters" };
  const refuse = (reason: string): MappingResult => ({ ok: false, reason, listingKey });

  const rawStatus = text(record, "StandardStatus");
  if (!rawStatus) return refuse("StandardStatus is missing");
  const standardStatus = isStandardStatus(rawStatus) ? rawStatus : STATUS_ALIASES[squash(rawStatus)];
  if (!standardStatus) return refuse(`StandardStatus "${rawStatus.slice(0, 60)}" is not one we import (Active, ActiveUnderContract, Pending, Closed, Withdrawn, Expired)`);
  const kind = standardStatus === "Closed" ? "sold" : "sale";

  const propertyType = text(record, "PropertyType");
  if (!propertyType) return refuse("PropertyType is missing");
  const category = PROPERTY_TYPES[squash(propertyType)];
  if (!category) return refuse(`PropertyType "${propertyType.slice(0, 60)}" is not one we import`);
  if (category === "lease") return refuse(`Lease listings are not imported (PropertyType "${propertyType}")`);

  const propertySubType = text(record, "PropertySubType");
  const subcategory = subcategoryFor(category, propertySubType, record.LotSizeAcres, squash(propertyType) === "residentialincome");
  const subdivision = text(record, "SubdivisionName");
  const area = subdivision ? (ST_JOHN_AREAS.find((known) => known.toLowerCase() === subdivision.toLowerCase()) ?? subdivision) : undefined;
  const address = text(record, "UnparsedAddress");
  const label = subcategory ? SUBCATEGORY_LABELS[subcategory] : (propertySubType ?? propertyType);
  const title = address ?? (area ? `${label} in ${area}` : undefined);
  if (!title) return refuse("UnparsedAddress or SubdivisionName is needed for a title");

  const closeDate = text(record, "CloseDate");
  const tourUrl = text(record, "VirtualTourURLUnbranded");
  const input = {
    title,
    // Remarks keep their line breaks; the schema tidies the rest.
    description: typeof record.PublicRemarks === "string" ? record.PublicRemarks : "",
    category,
    subcategory,
    area,
    details: address ? { address } : {},
    listPrice: record.ListPrice,
    closePrice: record.ClosePrice,
    // A timestamp's date part: RESO allows either.
    closeDate: closeDate && /^\d{4}-\d{2}-\d{2}T/.test(closeDate) ? closeDate.slice(0, 10) : closeDate,
    standardStatus,
    propertyType,
    propertySubType,
    bedroomsTotal: record.BedroomsTotal,
    bathroomsTotalInteger: record.BathroomsTotalInteger,
    livingArea: typeof record.LivingArea === "number" ? Math.round(record.LivingArea) : record.LivingArea,
    lotSizeAcres: record.LotSizeAcres,
    yearBuilt: record.YearBuilt,
    latitude: record.Latitude,
    longitude: record.Longitude,
    listAgentName: text(record, "ListAgentFullName"),
    listOfficeName: text(record, "ListOfficeName"),
    buyerOfficeName: text(record, "BuyerOfficeName"),
    // A tour link the site cannot show safely is left out, not a reason to refuse the listing.
    virtualTourUrl: tourUrl && isPublicHttpsUrl(tourUrl) ? tourUrl : undefined,
  };
  const parsed = (kind === "sold" ? soldListingSchema : saleListingSchema).safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "");
    return refuse(`${RESO_NAMES[field] ?? field}: ${issue.message}`);
  }

  const email = text(record, "ListAgentEmail")?.toLowerCase();
  const listed = text(record, "OnMarketTimestamp") ?? text(record, "OnMarketDate") ?? text(record, "OriginalEntryTimestamp") ?? text(record, "ListingContractDate");
  // A date the database can hold (years 1800 to 9999); anything else counts as not said.
  const listedAt = listed ? new Date(listed) : undefined;
  const year = listedAt?.getUTCFullYear() ?? Number.NaN;
  const submittedAt = listedAt && year >= 1800 && year <= 9999 ? listedAt : undefined;
  return {
    ok: true,
    listing: {
      listingKey,
      kind,
      values: parsed.data,
      agent: { email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined, name: text(record, "ListAgentFullName") },
      submittedAt,
    },
  };
}
