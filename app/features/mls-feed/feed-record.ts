import { mapResoRecord, type MappedListing } from "./reso-mapping";

/**
 * One Property record of the Web API feed, judged as a whole: shown on the
 * site (mapped, with its attribution, opt-outs, media and open houses),
 * off the site (a status or opt-out that keeps it away), or refused with a
 * reason. Never throws.
 */
export type FeedMedia = { key: string; url: string; order: number; modifiedAt: Date | null; alt: string | null };
export type FeedOpenHouse = { key: string; startsAt: Date; endsAt: Date; remarks: string | null };

export type FeedListing = {
  listing: MappedListing;
  modifiedAt: Date;
  officeKey: string | null;
  officeMlsId: string | null;
  officeName: string | null;
  officePhone: string | null;
  agentKey: string | null;
  agentName: string | null;
  display: { address: boolean; valuation: boolean; comments: boolean };
  /** Media of the record, photos only, in Order; null when the record carried no Media (not expanded). */
  media: FeedMedia[] | null;
  openHouses: FeedOpenHouse[] | null;
};

export type FeedRecordResult =
  | { show: true; key: string; modifiedAt: Date; value: FeedListing }
  | { show: false; key: string; modifiedAt: Date; why: string }
  | { refused: true; key?: string; modifiedAt?: Date; reason: string };

/** Statuses a listing is shown in; the others of the Data Dictionary take it off the site. */
const SHOWN = new Set(["active", "activeundercontract", "undercontract", "pending", "closed", "sold"]);
const OFF_SITE = new Set(["withdrawn", "expired", "canceled", "cancelled", "delete", "deleted", "hold", "incomplete", "comingsoon"]);
const LEASES = new Set(["residentiallease", "commerciallease"]);

const squash = (value: string) => value.toLowerCase().replace(/[^a-z]/g, "");

function text(record: Record<string, unknown>, name: string): string | null {
  const value = record[name];
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function time(value: unknown): Date | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A Y/N flag: only an explicit false (or "N") opts out. */
const allowed = (value: unknown) => !(value === false || value === "false" || value === "N" || value === "n");

/** Photo media of a record, in Order (then key); null when the record has no Media list. */
export function feedMedia(value: unknown): FeedMedia[] | null {
  if (!Array.isArray(value)) return null;
  const media: FeedMedia[] = [];
  for (const [index, item] of value.entries()) {
    if (!item || typeof item !== "object") continue;
    const record = item as Record<string, unknown>;
    const url = text(record, "MediaURL");
    const category = text(record, "MediaCategory");
    if (!url || (category && !/photo|image/i.test(category))) continue;
    const order = typeof record.Order === "number" && Number.isFinite(record.Order) ? record.Order : index;
    media.push({
      key: text(record, "MediaKey") ?? url,
      url,
      order,
      modifiedAt: time(record.MediaModificationTimestamp),
      alt: text(record, "ShortDescription") ?? text(record, "LongDescription"),
    });
  }
  return media.sort((a, b) => a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export function feedOpenHouses(value: unknown): FeedOpenHouse[] | null {
  if (!Array.isArray(value)) return null;
  const openHouses: FeedOpenHouse[] = [];
  for (const item of value) {
    if (!item || typeof item !== "object") continue;
    const record = item as Record<string, unknown>;
    const startsAt = time(record.OpenHouseStartTime);
    const endsAt = time(record.OpenHouseEndTime);
    const key = text(record, "OpenHouseKey");
    const status = text(record, "OpenHouseStatus");
    if (!key || !startsAt || !endsAt || endsAt < startsAt || (status && squash(status) !== "active")) continue;
    openHouses.push({ key, startsAt, endsAt, remarks: text(record, "OpenHouseRemarks") });
  }
  return openHouses;
}

const blur = (value: unknown) => (typeof value === "number" ? Math.round(value * 100) / 100 : value);

function withoutAddress(record: Record<string, unknown>): Record<string, unknown> {
  const { UnparsedAddress: _address, StreetNumber: _number, StreetName: _street, ...rest } = record;
  return { ...rest, Latitude: blur(record.Latitude), Longitude: blur(record.Longitude) };
}

export function judgeFeedRecord(record: Record<string, unknown>): FeedRecordResult {
  const key = text(record, "ListingKey");
  if (!key) return { refused: true, reason: "ListingKey is missing" };
  const modifiedAt = time(record.ModificationTimestamp);
  if (!modifiedAt) return { refused: true, key, reason: "ModificationTimestamp is missing or not a timestamp" };
  const status = text(record, "StandardStatus");
  if (!status) return { refused: true, key, modifiedAt, reason: "StandardStatus is missing" };
  const squashed = squash(status);
  if (OFF_SITE.has(squashed)) return { show: false, key, modifiedAt, why: `StandardStatus ${status}` };
  if (!SHOWN.has(squashed)) return { refused: true, key, modifiedAt, reason: `StandardStatus "${status}" is not one we know` };
  if (!allowed(record.InternetEntireListingDisplayYN)) return { show: false, key, modifiedAt, why: "InternetEntireListingDisplayYN is false" };
  if (!allowed(record.IDXParticipationYN)) return { show: false, key, modifiedAt, why: "IDXParticipationYN is false" };
  const type = text(record, "PropertyType");
  if (type && LEASES.has(squash(type))) return { show: false, key, modifiedAt, why: `PropertyType ${type} (leases are not listed)` };

  const display = {
    address: allowed(record.InternetAddressDisplayYN),
    valuation: allowed(record.InternetAutomatedValuationDisplayYN),
    comments: allowed(record.InternetConsumerCommentYN),
  };
  // Without the address, the title falls back to "{type} in {area}" and the pin to the area (about a kilometre).
  const mapped = mapResoRecord(display.address ? record : withoutAddress(record));
  if (!mapped.ok) return { refused: true, key, modifiedAt, reason: mapped.reason };
  return {
    show: true,
    key,
    modifiedAt,
    value: {
      listing: mapped.listing,
      modifiedAt,
      officeKey: text(record, "ListOfficeKey"),
      officeMlsId: text(record, "ListOfficeMlsId"),
      officeName: text(record, "ListOfficeName"),
      officePhone: text(record, "ListOfficePhone"),
      agentKey: text(record, "ListAgentKey"),
      agentName: text(record, "ListAgentFullName"),
      display,
      media: feedMedia(record.Media),
      openHouses: feedOpenHouses(record.OpenHouse),
    },
  };
}
