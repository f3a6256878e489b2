/** How far ahead, and how long, one owner stay may be (safe in the browser: the form says it). */
export const OWNER_STAY_LIMITS = { maxNights: 90, maxDaysAhead: 730 } as const;
