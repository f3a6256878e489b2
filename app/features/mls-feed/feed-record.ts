import { hasUnsafeText } from "~/shared/forms/text";
import { checkKey, feedTime, MAX_KEY_LENGTH, photoUrlProblem, reportedKey } from "./feed-fields";
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
  /** Media of the record, photos only, in Order; null when the record carried no Media (not expanded). */
  media: FeedMedia[] | null;
  openHouses: FeedOpenHouse[] | null;
  /** Media and open houses left out (each with why), reported under the listing's key. */
  notes: string[];
};

export type FeedRecordResult =
  | { show: true; key: string; modifiedAt: Date; value: FeedListing }
  | { show: false; key: string; modifiedAt: Date; why: string }
  /** `key` is set only when it may be used in a query; `reportKey` is how the problem report names the record. */
  | { refused: true; key?: string; modifiedAt?: Date; reason: string; reportKey?: string };

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

const time = feedTime;

/** A free-text field of a nested record: text, else nothing (a value the database cannot store is dropped). */
function note(record: Record<string, unknown>, name: string): string | null {
  const value = text(record, name);
  return value && !hasUnsafeText(value) ? value : null;
}

/** A Y/N flag: only an explicit false (or "N") opts out. */
const allowed = (value: unknown) => !(value === false || value === "false" || value === "N" || value === "n");

/**
 * Photo media of a record, in Order (then key); null when the record has no
 * Media list. A photo whose key or address cannot be used is left out, with
 * why in `problems`.
 */
export function feedMedia(value: unknown, problems: string[] = []): FeedMedia[] | null {
  if (!Array.isArray(value)) return null;
  const media: FeedMedia[] = [];
  for (const [index, item] of value.entries()) {
    if (!item || typeof item !== "object" || Array.isArray(item)) continue;
    const record = item as Record<string, unknown>;
    const category = typeof record.MediaCategory === "string" ? record.MediaCategory : null;
    if (category && !/photo|image/i.test(category)) continue;
    const name = `Media ${reportedKey(record.MediaKey) ?? index + 1}`;
    if (record.MediaURL === undefined || record.MediaURL === null || record.MediaURL === "") continue;
    const url = typeof record.MediaURL === "string" ? record.MediaURL.trim() : null;
    const urlProblem = url === null ? "MediaURL is not text" : photoUrlProblem(url);
    const key = checkKey(record, "MediaKey");
    const problem = urlProblem ?? (key.ok ? null : key.reason);
    if (problem || !url || !key.ok) {
      problems.push(`${name}: ${problem}; the photo was left out`);
      continue;
    }
    const order = typeof record.Order === "number" && Number.isSafeInteger(record.Order) ? record.Order : index;
    media.push({
      key: key.key ?? (url.length <= MAX_KEY_LENGTH ? url : `${index}`),
      url,
      order,
      modifiedAt: time(record.MediaModificationTimestamp),
      alt: note(record, "ShortDescription") ?? note(record, "LongDescription"),
    });
  }
  return media.sort((a, b) => a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** A record's open houses; one whose key or times cannot be used is left out, with why in `problems`. */
export function feedOpenHouses(value: unknown, problems: string[] = []): FeedOpenHouse[] | null {
  if (!Array.isArray(value)) return null;
  const openHouses: FeedOpenHouse[] = [];
  for (const [index, item] of value.entries()) {
    if (!item || typeof item !== "object" || Array.isArray(item)) continue;
    const record = item as Record<string, unknown>;
    const status = text(record, "OpenHouseStatus");
    if (status && squash(status) !== "active") continue;
    const key = checkKey(record, "OpenHouseKey");
    const startsAt = time(record.OpenHouseStartTime);
    const endsAt = time(record.OpenHouseEndTime);
    const problem = !key.ok ? key.reason : !key.key ? "OpenHouseKey is missing" : !startsAt || !endsAt || endsAt < startsAt ? "its start or end time is missing or not a timestamp" : null;
    if (problem || !key.ok || !key.key || !startsAt || !endsAt) {
      problems.push(`OpenHouse ${reportedKey(record.OpenHouseKey) ?? index + 1}: ${problem}; it was left out`);
      continue;
    }
    openHouses.push({ key: key.key, startsAt, endsAt, remarks: note(record, "OpenHouseRemarks") });
  }
  return openHouses;
}

const isSafeName = (name: string) => !hasUnsafeText(name);

const blur = (value: unknown) => (typeof value === "number" ? Math.round(value * 100) / 100 : value);

function withoutAddress(record: Record<string, unknown>): Record<string, unknown> {
  const { UnparsedAddress: _address, StreetNumber: _number, StreetName: _street, ...rest } = record;
  return { ...rest, Latitude: blur(record.Latitude), Longitude: blur(record.Longitude) };
}

/** The nested lists, judged item by item; every other field is judged whole. */
const NESTED = new Set(["Media", "OpenHouse"]);

export function judgeFeedRecord(record: Record<string, unknown>): FeedRecordResult {
  const reportKey = reportedKey(record.ListingKey);
  const checked = checkKey(record, "ListingKey");
  if (!checked.ok) return { refused: true, reason: checked.reason, reportKey };
  const key = checked.key;
  if (!key) return { refused: true, reason: "ListingKey is missing" };
  const modifiedAt = time(record.ModificationTimestamp);
  if (!modifiedAt) return { refused: true, key, reason: "ModificationTimestamp is missing or not a timestamp", reportKey };
  const unsafe = Object.keys(record).find((name) => !isSafeName(name) || (!NESTED.has(name) && hasUnsafeText(record[name])));
  if (unsafe !== undefined) return { refused: true, key, modifiedAt, reason: `${JSON.stringify(unsafe).slice(1, -1)} holds a character the database cannot store (such as NUL)`, reportKey };
  const keys: Record<string, string | null> = {};
  for (const name of ["ListOfficeKey", "ListOfficeMlsId", "ListAgentKey"]) {
    const field = checkKey(record, name);
    if (!field.ok) return { refused: true, key, modifiedAt, reason: field.reason, reportKey };
    keys[name] = field.key;
  }
  const status = text(record, "StandardStatus");
  if (!status) return { refused: true, key, modifiedAt, reason: "StandardStatus is missing", reportKey };
  const squashed = squash(status);
  if (OFF_SITE.has(squashed)) return { show: false, key, modifiedAt, why: `StandardStatus ${status}` };
  if (!SHOWN.has(squashed)) return { refused: true, key, modifiedAt, reason: `StandardStatus "${status.slice(0, 60)}" is not one we know`, reportKey };
  if (!allowed(record.InternetEntireListingDisplayYN)) return { show: false, key, modifiedAt, why: "InternetEntireListingDisplayYN is false" };
  if (!allowed(record.IDXParticipationYN)) return { show: false, key, modifiedAt, why: "IDXParticipationYN is false" };
  const type = text(record, "PropertyType");
  if (type && LEASES.has(squash(type))) return { show: false, key, modifiedAt, why: `PropertyType ${type} (leases are not listed)` };

  // A listing whose address may not be shown is stored without it: the title falls back to "{type} in {area}" and the
  // pin to the area (about a kilometer). The site shows no automated valuations and no consumer comments, so the
  // feed's other two display opt-outs (InternetAutomatedValuationDisplayYN, InternetConsumerCommentYN) hold as they are.
  const mapped = mapResoRecord(allowed(record.InternetAddressDisplayYN) ? record : withoutAddress(record));
  if (!mapped.ok) return { refused: true, key, modifiedAt, reason: mapped.reason, reportKey };
  const notes: string[] = [];
  return {
    show: true,
    key,
    modifiedAt,
    value: {
      listing: mapped.listing,
      modifiedAt,
      officeKey: keys.ListOfficeKey ?? null,
      officeMlsId: keys.ListOfficeMlsId ?? null,
      officeName: text(record, "ListOfficeName"),
      officePhone: text(record, "ListOfficePhone"),
      agentKey: keys.ListAgentKey ?? null,
      agentName: text(record, "ListAgentFullName"),
      media: feedMedia(record.Media, notes),
      openHouses: feedOpenHouses(record.OpenHouse, notes),
      notes,
    },
  };
}
