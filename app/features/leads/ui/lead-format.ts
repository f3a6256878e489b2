import { formatIslandTime } from "~/shared/dates/island-times";

/** A moment on the island's clock, for the dashboards' tables. */
export function when(date: Date | string): string {
  return formatIslandTime(new Date(date));
}
