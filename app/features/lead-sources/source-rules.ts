import { isSafeText } from "~/shared/forms/text";

/**
 * Where a visitor first came from: the campaign parameters, referrer and
 * landing page of their first visit, as the browser keeps them and as an
 * enquiry carries them. No server code here: the shell's script and the
 * server read a first touch with the same rules, and anything else in it is
 * dropped, so a hostile value never reaches the database or a page.
 */

/** The query parameters kept, and how long each may be. */
export const CAMPAIGN_KEYS = {
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
  utm_term: 100,
  utm_content: 100,
  gclid: 200,
  fbclid: 200,
} as const;
export type CampaignKey = keyof typeof CAMPAIGN_KEYS;

export const REFERRER_MAX = 300;
export const LANDING_MAX = 300;
/** A first touch as sent with a form is at most this long; a longer one is ignored whole. */
export const FIRST_TOUCH_MAX = 2_000;
/** A first visit older than this is forgotten: the next visit starts a new first touch. */
export const FIRST_TOUCH_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type FirstTouch = {
  campaign: Partial<Record<CampaignKey, string>>;
  /** The other site the visitor came from (origin and path, no query), if any. */
  referrer: string | null;
  /** The first page's path (no query). */
  landing: string | null;
  /** When the first visit began (ms since 1970). */
  at: number | null;
};

/** A kept text: one line, no control characters, trimmed, at most `max` characters; null when nothing is left. */
function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== "string" || !isSafeText(value)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is removed.
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ").replace(/\s+/g, " ").trim();
  return text ? text.slice(0, max) : null;
}

/** Another site's address as origin and path (http or https only), no query or fragment. */
export function cleanReferrer(value: unknown): string | null {
  const text = cleanText(value, 2_000);
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return `${url.origin}${url.pathname}`.slice(0, REFERRER_MAX);
  } catch {
    return null;
  }
}

/** A path on this site ("/villa/…"), without query or fragment. */
export function cleanLanding(value: unknown): string | null {
  const text = cleanText(value, 2_000);
  if (!text || !text.startsWith("/") || text.startsWith("//")) return null;
  return text.split(/[?#]/)[0]!.slice(0, LANDING_MAX);
}

/** The kept campaign parameters of a query string (URLSearchParams or a record). */
export function campaignOf(params: { get(name: string): string | null } | Record<string, unknown>): FirstTouch["campaign"] {
  const read = (key: string): unknown => ("get" in params && typeof params.get === "function" ? params.get(key) : (params as Record<string, unknown>)[key]);
  const campaign: FirstTouch["campaign"] = {};
  for (const [key, max] of Object.entries(CAMPAIGN_KEYS) as Array<[CampaignKey, number]>) {
    const value = cleanText(read(key), max);
    if (value) campaign[key] = value;
  }
  return campaign;
}

/**
 * A first touch read from what a browser sent (JSON text, or the parsed
 * value): only the known keys, each cleaned and capped; a time in the future
 * or older than FIRST_TOUCH_DAYS is dropped. Null when nothing usable is left
 * or the text is not a first touch at all.
 */
export function readFirstTouch(raw: unknown, now: number): FirstTouch | null {
  let value = raw;
  if (typeof raw === "string") {
    if (raw.length === 0 || raw.length > FIRST_TOUCH_MAX) return null;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const campaignValue = record.campaign;
  const campaign = campaignValue && typeof campaignValue === "object" && !Array.isArray(campaignValue) ? campaignOf(campaignValue as Record<string, unknown>) : {};
  const at = typeof record.at === "number" && Number.isFinite(record.at) && record.at <= now + 60_000 && record.at >= now - FIRST_TOUCH_DAYS * DAY_MS ? Math.floor(record.at) : null;
  const touch: FirstTouch = { campaign, referrer: cleanReferrer(record.referrer), landing: cleanLanding(record.landing), at };
  if (Object.keys(campaign).length === 0 && !touch.referrer && !touch.landing) return null;
  return touch;
}

const SEARCH_ENGINES: Array<[RegExp, string]> = [
  [/(^|\.)google\./, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)search\.yahoo\.com$/, "Yahoo"],
];
const SOCIAL: Array<[RegExp, string]> = [
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)(t\.co|twitter\.com|x\.com)$/, "X (Twitter)"],
  [/(^|\.)linkedin\.com$/, "LinkedIn"],
  [/(^|\.)pinterest\.com$/, "Pinterest"],
  [/(^|\.)youtube\.com$/, "YouTube"],
];
const NAMED_SOURCES: Record<string, string> = {
  google: "Google",
  bing: "Bing",
  facebook: "Facebook",
  fb: "Facebook",
  instagram: "Instagram",
  ig: "Instagram",
  zillow: "Zillow",
  realtor: "Realtor.com",
  newsletter: "Newsletter",
  email: "Email",
};
const PAID_MEDIUMS = /^(cpc|ppc|paid|paidsearch|paid[-_ ]search|paid[-_ ]social|display|cpm|ads?)$/i;

const hostOf = (address: string | null) => {
  if (!address) return null;
  try {
    return new URL(address).hostname.replace(/^www\./, "").toLowerCase();
  } catch {
    return null;
  }
};

/**
 * The channel a lead is counted under: "Google Ads", "Facebook ads",
 * "Google" (organic search), "Facebook", "Email", "Referral: host", "Direct".
 * Short and from a closed vocabulary where possible, so the overview can
 * group by it; an unknown utm_source is kept as its own name (capped).
 */
export function channelOf(touch: FirstTouch | null): string {
  if (!touch) return "Not recorded";
  const { campaign } = touch;
  if (campaign.gclid) return "Google Ads";
  const source = campaign.utm_source?.toLowerCase() ?? null;
  const medium = campaign.utm_medium ?? "";
  if (source) {
    const named = NAMED_SOURCES[source] ?? campaign.utm_source!.slice(0, 40);
    if (PAID_MEDIUMS.test(medium)) return named === "Google" ? "Google Ads" : `${named} ads`;
    if (/^e-?mail$/i.test(medium)) return named === "Email" || named === "Newsletter" ? "Email" : `Email (${named})`;
    return named;
  }
  if (campaign.fbclid) return "Facebook";
  const host = hostOf(touch.referrer);
  if (host) {
    const engine = SEARCH_ENGINES.find(([pattern]) => pattern.test(host));
    if (engine) return engine[1];
    const social = SOCIAL.find(([pattern]) => pattern.test(host));
    if (social) return social[1];
    return `Referral: ${host}`.slice(0, 60);
  }
  return "Direct";
}
