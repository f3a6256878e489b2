import { z } from "zod";
import { hasUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE } from "./text";

/**
 * The zod side of the storable-text rule (text.ts): every text field of every
 * schema is built from `safeString`, so a NUL or a lone surrogate gets the
 * field's message instead of reaching the database. Checked first; later
 * checks are skipped for such a value.
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });

/** Free-form JSON (a jsonb column): no unstorable text in any key or value. */
export const safeJson = <Schema extends z.ZodType>(schema: Schema) =>
  schema.refine((value) => !hasUnsafeText(value), { message: UNSAFE_TEXT_MESSAGE });
