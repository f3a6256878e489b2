import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimits, recipientKey, waitDescription } from "~/features/rate-limits/index.server";
import { getDb } from "~/shared/db/client.server";
import { failWith, ok, type Failure } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { LEAD_MESSAGES } from "./lead-rules";

type Limited = { key: string; rule: { limit: number; windowMs: number }; message: (wait: string) => string };

/** Null when every limit lets the request through; else the refusal (rate_limited, or unexpected when the counters cannot be read). */
async function withinLimits(checks: Limited[], now: Date): Promise<Failure | null> {
  const result = await runService("leadWorkLimit", {}, async () =>
    ok({ verdict: await checkRateLimits(getDb(), checks.map((check) => ({ key: check.key, ...check.rule, now }))) }),
  );
  if (!result.success) return result;
  if (result.verdict.allowed) return null;
  return failWith("rate_limited", checks[0]!.message(waitDescription(result.verdict.retryAt, now)));
}

/** A change on a lead's page (note, status, task), counted per account. */
export function leadWorkAllowed(userId: string, now: Date): Promise<Failure | null> {
  return withinLimits([{ key: `lead-work:user:${userId}`, rule: RATE_LIMITS.leadWorkPerUser, message: LEAD_MESSAGES.workLimited }], now);
}

/** An e-mail to a buyer, counted per sending account and per buyer's address (typed by a visitor). */
export function leadMessageAllowed(userId: string, to: string, now: Date): Promise<Failure | null> {
  return withinLimits(
    [
      { key: `lead-message:user:${userId}`, rule: RATE_LIMITS.leadMessagePerUser, message: LEAD_MESSAGES.messageLimited },
      { key: recipientKey("lead-message", to), rule: RATE_LIMITS.leadMessagePerRecipient, message: LEAD_MESSAGES.messageLimited },
    ],
    now,
  );
}

/** Saving or deleting a template, counted per account. */
export function templateWorkAllowed(userId: string, now: Date): Promise<Failure | null> {
  return withinLimits([{ key: `lead-template:user:${userId}`, rule: RATE_LIMITS.leadTemplatePerUser, message: LEAD_MESSAGES.templateLimited }], now);
}
