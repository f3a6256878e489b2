import { data } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { StayPaymentsPanel, type RefundActionData } from "~/features/stay-payments/components";
import { loadStayPayments, refundStay } from "~/features/stay-payments/index.server";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendFailure } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import bookingStylesHref from "~/styles/bookings.css?url";
import type { Route } from "./+types/booking-payments";

/**
 * /admin/admindashboard/bookings/{id}: one booking's money: the terms kept
 * with it, every payment, refund and card hold with its status and time,
 * what is due, the signed agreement, the guest's page link, and a refund
 * form (never more than paid). Administrators only (refund:stay-payments).
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Booking payments | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: bookingStylesHref },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, "refund:stay-payments");
  const result = await loadStayPayments(user, params.id);
  if (!result.success) throwFailure(result);
  return { page: result.data };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request, "refund:stay-payments");
  const form = await readFormData(request);
  const result = await refundStay(user, params.id, form.get("amount"));
  if (!result.success) return sendFailure<RefundActionData>(result, { error: result.error, amount: String(form.get("amount") ?? "") });
  return data<RefundActionData>({ refundCents: result.refundCents });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="payments-heading">
        <p>
          <a href="/admin/admindashboard/bookings">All booking requests</a>
        </p>
        <h2 id="payments-heading">
          Payments: {loaderData.page.guestName}, {loaderData.page.propertyName}
        </h2>
        <StayPaymentsPanel page={loaderData.page} actionData={actionData as RefundActionData | undefined} />
      </section>
    </div>
  );
}
