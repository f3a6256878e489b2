import { site } from "~/shared/config/site";
import { formFailure, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureMessage, failureReply } from "~/shared/http/reply";
import { FIRST_TOUCH_FIELD } from "~/features/lead-sources";
import { guardSubmission, sendAgainReply } from "~/features/spam-guard/index.server";
import { enquiryFormSchema, enquiryFromForm } from "./enquiry-schema";
import { sendEnquiry, type EnquiryAnsweredBy, type EnquiryOptions } from "./send-enquiry.server";

export const ENQUIRY_UNAVAILABLE = `We could not send your inquiry just now. Please try again in a moment, or call us at ${site.phones[0].display}.`;

/** What /enquiry answers: the thank-you, or the form again with what was typed and why it was refused. */
export type EnquirySentReply = { sent: true; listingPath: string; listingTitle: string; showingRequested: boolean; answeredBy: EnquiryAnsweredBy };
export type EnquiryFailureReply = FormFailure & { listingId: string };
export type EnquiryFormReply = { status: 200; body: EnquirySentReply } | { status: FailureStatus; body: EnquiryFailureReply };

/**
 * The enquiry form from submission to reply: spam guard (a filled honeypot is
 * answered as success with nothing stored or sent; a form sent too fast comes
 * back to be sent again), parseForm, then the service.
 */
export async function handleEnquiryForm(formData: FormData, options: EnquiryOptions = {}): Promise<EnquiryFormReply> {
  const listingIdValue = formData.get("listingId");
  const listingId = typeof listingIdValue === "string" ? listingIdValue.slice(0, 100) : "";
  const guard = guardSubmission("enquiry", formData, { now: options.now?.getTime() });
  if (guard.outcome === "drop") return { status: 200, body: { sent: true, listingPath: "/", listingTitle: "the listing", showingRequested: false, answeredBy: "our-agent" } };

  const form = parseForm(formData, enquiryFormSchema);
  if (guard.outcome === "retry") return { status: 400, body: { ...sendAgainReply(form.values, guard.token), listingId } };
  const formToken = guard.token;
  if (!form.success) return { status: 400, body: { ...formFailure(form), formToken, listingId } };

  const enquiry = enquiryFromForm(form.data);
  const result = await sendEnquiry(enquiry, { ...options, firstTouch: formData.get(FIRST_TOUCH_FIELD) });
  if (result.success) {
    return { status: 200, body: { sent: true, listingPath: result.listingPath, listingTitle: result.listingTitle, showingRequested: enquiry.showingTimes.length > 0, answeredBy: result.answeredBy } };
  }
  const formError = failureMessage(result, ENQUIRY_UNAVAILABLE);
  return failureReply(result, { fieldErrors: result.fieldErrors ?? {}, values: form.values, formError, formToken, listingId });
}
