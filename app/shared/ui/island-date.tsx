import { formatShortDate, islandDayOf } from "~/shared/dates/format-dates";

type Props = {
  value: Date | string;
  /** How the day reads; "Mar 8, 2024" unless said otherwise. */
  format?: (value: Date | string) => string;
};

/**
 * An island calendar day as a `<time>` element: machines read the day itself,
 * people read it US style, and the screenshot tests mask it, since demo data
 * is dated relative to today.
 */
export function IslandDate({ value, format = formatShortDate }: Props) {
  return (
    <time dateTime={islandDayOf(value) ?? undefined}>{format(value)}</time>
  );
}
