import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { getDb } from "~/shared/db/client.server";
import { runService } from "~/shared/lib/service.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { pageViews } from "./page-view.table";

const pageViewSchema = z.object({
  path: safeString().startsWith("/").max(512),
  referrer: safeString().max(1024).nullish(),
});

/** Keeps only where a visitor came from (origin and path), never query strings. */
export function sanitiseReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

/** Records one first-party page view: path, referrer and time only. */
export async function recordPageView(input: unknown): Promise<Result<{ id: number }>> {
  const parsed = pageViewSchema.safeParse(input);
  if (!parsed.success) return fail("Invalid page view");
  return runService("recordPageView", { path: parsed.data.path }, async () => {
    const [row] = await getDb()
      .insert(pageViews)
      .values({ path: parsed.data.path.split("?")[0] ?? "/", referrer: sanitiseReferrer(parsed.data.referrer) })
      .returning({ id: pageViews.id });
    return ok({ id: row!.id });
  });
}
