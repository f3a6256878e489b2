import type { FirstTouch } from "./source-rules";

/** How long before the enquiry the first visit was, as people say it: "the same hour", "3 hours", "3 days". */
export function timeBefore(firstSeen: Date | string | null, enquiry: Date | string): string | null {
  if (firstSeen === null) return null;
  const minutes = Math.max(0, Math.round((new Date(enquiry).getTime() - new Date(firstSeen).getTime()) / 60_000));
  if (minutes < 60) return minutes <= 1 ? "moments before the inquiry" : `${minutes} minutes before the inquiry`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return hours === 1 ? "an hour before the inquiry" : `${hours} hours before the inquiry`;
  return `${Math.round(hours / 24)} days before the inquiry`;
}

/** The campaign parameters as labelled rows, in the order people read them. */
export const CAMPAIGN_LABELS: Record<keyof FirstTouch["campaign"], string> = {
  utm_source: "Source",
  utm_medium: "Medium",
  utm_campaign: "Campaign",
  utm_term: "Keyword",
  utm_content: "Ad content",
  gclid: "Google click id",
  fbclid: "Facebook click id",
};

/**
 * "Came from Google Ads, campaign “winter”, first page “Sea Breeze”, 3 days
 * before the enquiry.": the first page by its title when it is known, else its path.
 */
export function sourceSentence(channel: string, touch: FirstTouch, firstSeen: Date | string | null, enquiry: Date | string, firstPageTitle: string | null = null): string {
  const parts = [`Came from ${channel}`];
  if (touch.campaign.utm_campaign) parts.push(`campaign “${touch.campaign.utm_campaign}”`);
  if (touch.landing) parts.push(firstPageTitle ? `first page “${firstPageTitle}”` : `first page ${touch.landing}`);
  const before = timeBefore(firstSeen, enquiry);
  if (before) parts.push(before);
  return `${parts.join(", ")}.`;
}
