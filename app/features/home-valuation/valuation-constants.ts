/**
 * Every constant of the valuation method, in one place (decision 0147). They
 * are judgment, not fitted values: St. John closes a few dozen sales a year,
 * too few to fit them, so each is set from the island's usual spreads and
 * checked by `npm run bench:valuation`.
 */

/** Sales older than this many months are not comparables: the market moves. */
export const LOOKBACK_MONTHS = 24;
/** Fewer comparables than this widens the search (neighboring areas, similar types, the island). */
export const MIN_COMPARABLES = 3;
/** The most comparables an estimate uses: the most similar and recent. */
export const MAX_COMPARABLES = 6;

/**
 * Size elasticity: a home twice as large sells for 2^0.75 ≈ 1.68 times as
 * much, not twice (price per square foot falls as homes grow: the land,
 * kitchen and permits are paid once). Land the same per acre, more dampened:
 * a second acre on St. John's slopes adds less than the first.
 */
export const SIZE_ELASTICITY = 0.75;
export const ACRE_ELASTICITY = 0.6;

/** Each bedroom or bathroom more or fewer than the comparable, as a share of its price (beyond what size already says). */
export const BEDROOM_SHARE = 0.02;
export const BATHROOM_SHARE = 0.015;
/** A home's lot: price follows lot size weakly (most lots are steep; the house is the value). */
export const LOT_ELASTICITY = 0.08;
/** Lots under this (condos, town lots) count as this, so a lot of 0 does not divide by zero. */
export const LOT_FLOOR_ACRES = 0.1;

/** What a view is worth against a partial view: an ocean view is most of an island home's premium. */
export const VIEW_FACTOR = { none: 0.9, partial: 1, ocean: 1.12 } as const;
/** Water frontage (a beach or shoreline at the lot's edge) is rare on St. John and priced as such. */
export const WATERFRONT_FACTOR = 1.2;
/** Condition against average; comparables' condition is not recorded, so they count as average. */
export const CONDITION_FACTOR = { "needs-work": 0.85, average: 1, good: 1.06, excellent: 1.12 } as const;

/** A comparable found further out weighs less: same area and type, then neighbors or similar types, then the island. */
export const TIER_WEIGHT = [1, 0.7, 0.5, 0.35] as const;
/** Recency: a sale's weight halves every this many months. */
export const RECENCY_HALF_LIFE_MONTHS = 12;
/** Similarity: the weight falls with the log of the size ratio and of the total adjustment (a comparable adjusted by half weighs e^-0.8 less). */
export const SIZE_DISTANCE_WEIGHT = 1.2;
export const ADJUSTMENT_DISTANCE_WEIGHT = 1.6;

/**
 * Location, when the owner picks the home's place on the map (decision 0150):
 * a located comparable's weight halves every this many kilometers from it (the
 * island is about 14 km end to end; a valley or a shore two km off is another
 * market). A comparable without coordinates counts as this far, so it neither
 * beats a near one nor vanishes; distances past the cap count as the cap, so
 * that no weight underflows to zero.
 */
export const DISTANCE_HALF_LIFE_KM = 2;
export const UNLOCATED_SALE_KM = 3;
export const DISTANCE_CAP_KM = 20;
/** The sentence says "within N km" when every comparable is located and this near or nearer. */
export const WITHIN_KM_SAID = 3;

/**
 * The range's half-width, as a log share of the estimate: a floor (no
 * estimate is exact), a part that shrinks with more comparables (1/√n), the
 * comparables' own dispersion, and a part for comparables found outside the
 * subject's area and type. Capped so that a range still says something.
 */
export const RANGE_FLOOR = 0.05;
export const RANGE_SPARSITY = 0.2;
export const RANGE_DISPERSION = 1;
export const RANGE_WIDENED = 0.08;
export const RANGE_MAX = 0.6;

/** Confidence from the range's half-width and the number of comparables. */
export const HIGH_CONFIDENCE = { maxHalfWidth: 0.18, minComparables: 4 } as const;
export const MEDIUM_CONFIDENCE = { maxHalfWidth: 0.3, minComparables: MIN_COMPARABLES } as const;

/** Estimates and range ends are shown to this many dollars: more digits would claim a precision the method lacks. */
export const ROUND_TO_DOLLARS = 5_000;
