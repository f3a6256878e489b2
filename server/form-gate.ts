import type { RequestHandler } from "express";
import { escapeHtml } from "~/shared/html/escape-html";
import { wholeBodyOf } from "./request-body";

/**
 * The public forms that carry the spam guard's signed token (contact,
 * enquiries, bookings, reviews, sign-up, registration, password reset
 * requests, a market report's monthly e-mail), by the path they post to.
 * Every such form the site serves holds a token, so a post to one of these
 * paths without a token the site signed did not come from its page: it is
 * refused with 400 before it waits for a render turn, and counts as a failed
 * submission.
 */
export const TOKEN_FORM_PATHS: readonly RegExp[] = [
  /^\/(?:contact|enquiry|testimonial|signup|register|forgot-password)\/?$/,
  /^\/(?:rental|villa|villa-rentals)\/[^/]+\/?$/,
  // The island's market report and each area's: the form for the report by e-mail each month.
  /^\/market(?:\/[^/]+)?\/?$/,
  // Agent pages are addressed by id; the dashboards' own paths under /agent/ are not.
  /^\/agent\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i,
];

export const FORM_NOT_FROM_OUR_PAGE = "This form could not be read. Please open the page again and send the form from there.";

async function formDataOf(body: Buffer, contentType: string | undefined): Promise<FormData | null> {
  if (!contentType || !/^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) return null;
  try {
    return await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return null;
  }
}

export function formGate({ hasGenuineToken }: { hasGenuineToken: (form: FormData) => boolean }): RequestHandler {
  return (request, response, next) => {
    if (request.method !== "POST" || !TOKEN_FORM_PATHS.some((path) => path.test(request.path))) return next();
    const body = wholeBodyOf(request);
    if (!body) return next();
    void formDataOf(body, request.headers["content-type"]).then((form) => {
      if (form && hasGenuineToken(form)) return next();
      const again = escapeHtml(request.path);
      response
        .status(400)
        .type("html")
        .send(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Form not accepted</title><p>${FORM_NOT_FROM_OUR_PAGE}</p><p><a href="${again}">Back to the page</a></p></html>`);
    }, next);
  };
}
