import { data, redirect } from "react-router";
import { StayPage, type StayActionData } from "~/features/stay-payments/components";
import { loadStayPage, stayPageAction } from "~/features/stay-payments/index.server";
import stayScriptHref from "~/features/stay-payments/enhance/stay-script.ts?worker&url";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendFailure } from "~/shared/http/reply";
import { PageHero } from "~/shared/ui/page-hero";
import bookingStylesHref from "~/styles/bookings.css?url";
import type { Route } from "./+types/stay";

/**
 * /stay/{booking}/{key}: a guest's booking page, opened from the link in
 * their e-mail (the key is the booking's signed key; anything else is a
 * 404). The stay, every line of the price, what was paid and when, what is
 * due, the rental agreement to sign, the deposit to pay on Stripe's page and
 * the cancellation policy with a Cancel button. Personal: never cached, and
 * the link is sent as a referrer only to this site (no-referrer would make the browser send
 * "Origin: null" with the page's own forms). Plain forms, no React in the browser;
 * one small island shows the paid page once a payment made on Stripe's page is
 * confirmed. A cancel answers with a redirect to the page showing the result
 * (?canceled=1), so a reload never sends it again.
 */
export const handle: PageHandle = { hydrate: false, scripts: [stayScriptHref] };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Your stay at ${loaderData.view.propertyName} | Sugar Apple Realty` : "Your stay | Sugar Apple Realty" },
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingStylesHref }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadStayPage(params.booking, params.key);
  if (!result.success) throwFailure(result);
  const url = new URL(request.url);
  return {
    view: result.data,
    opened: { paidReturn: url.searchParams.get("paid") === "1", canceledReturn: url.searchParams.get("canceled") === "1" },
    pageUrl: url.pathname,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const result = await stayPageAction(params.booking, params.key, form, context.clientAddress ?? "unknown");
  if (!result.success) return sendFailure<StayActionData>(result, { error: result.error, fieldErrors: result.fieldErrors });
  if ("redirect" in result) throw redirect(result.redirect, 303);
  if (result.done === "cancelled") throw redirect(`${new URL(request.url).pathname}?canceled=1`, 303);
  return data<StayActionData>({ done: result.done });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Your booking" title={`Your stay at ${loaderData.view.propertyName}`} />
      <StayPage view={loaderData.view} opened={loaderData.opened} pageUrl={loaderData.pageUrl} actionData={actionData as StayActionData | undefined} />
    </>
  );
}
