import type { LeadActionBody } from "../lead-rules";

/** The reply's message for one field of one form (its intent), when the reply is that form's refusal. */
export function fieldError(reply: LeadActionBody | undefined, intent: string, field: string): string | undefined {
  return reply && "error" in reply && reply.intent === intent && reply.field === field ? reply.error : undefined;
}

/** The reply's refusal of one form as a whole (no field named), when it is that form's. */
export function formError(reply: LeadActionBody | undefined, intent: string): string | undefined {
  return reply && "error" in reply && reply.intent === intent && !reply.field ? reply.error : undefined;
}

/** What was typed into one form's field before it was refused; else `fallback`. */
export function typed(reply: LeadActionBody | undefined, intent: string, field: string, fallback?: string): string | undefined {
  return reply && "error" in reply && reply.intent === intent ? (reply.values?.[field] ?? fallback) : fallback;
}

/** aria attributes for a control with an error shown under it. */
export function described(error: string | undefined, id: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": id } : {};
}
