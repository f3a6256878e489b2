import { countPerWeek, type WeeklyCount } from "~/shared/db/counts.server";
import { bookingRequests } from "./booking-request.table";

/** Booking requests per week (by when they arrived) and status, since `since`. */
export function weeklyBookingRequests(since: Date): Promise<WeeklyCount[]> {
  return countPerWeek({ table: bookingRequests, at: bookingRequests.createdAt, since, splitBy: bookingRequests.status });
}
