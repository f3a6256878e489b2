import { useActionData } from "react-router";
import type { PageHandle } from "~/features/shell";
import { STAY_REVIEW_MESSAGES } from "~/features/guest-reviews";
import { checkReviewInvitation, handleStayReviewForm } from "~/features/guest-reviews/index.server";
import { StayReviewForm } from "~/features/guest-reviews/components";
import { formatMonthYear } from "~/shared/dates/format-dates";
import { readFormData } from "~/shared/forms/parse-form";
import { sendReply } from "~/shared/http/reply";
import { Link } from "~/shared/ui/link";
import { PageHero } from "~/shared/ui/page-hero";
import testimonialStylesHref from "~/styles/testimonials.css?url";
import type { Route } from "./+types/stay-review";

/**
 * /stay-review/{token}: the personal link of a post-stay e-mail. Shows the
 * stay and the review form; the review is published as a verified stay of
 * that rental. The link works once.
 */
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: testimonialStylesHref }];

// The token is a secret: never indexed; the referrer policy keeps it off other sites.
export const meta: Route.MetaFunction = () => [
  { title: "Review your stay | Sugar Apple Realty" },
  { name: "robots", content: "noindex" },
  // same-origin, not no-referrer: with no-referrer the browser sends `Origin: null` on the form post, which the Origin check refuses.
  { name: "referrer", content: "same-origin" },
];

/** The link carries a secret: no browser or shared cache may keep the page or its address. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ params }: Route.LoaderArgs) {
  return checkReviewInvitation(params.token);
}

export async function action({ request, params }: Route.ActionArgs) {
  return sendReply(await handleStayReviewForm(params.token, await readFormData(request)));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const saved = reply && "saved" in reply ? reply : undefined;
  const failure = reply && !("saved" in reply) ? reply : undefined;
  const stay = loaderData.state === "valid" ? loaderData.stay : null;
  return (
    <>
      <PageHero eyebrow="Verified stay" title={stay ? `How was ${stay.propertyName}?` : "Review your stay"} />
      <div className="container section">
        {saved ? (
          <div className="form__success" role="status" tabIndex={-1} autoFocus>
            <h2>Thank you!</h2>
            <p>
              {saved.held
                ? "Your review has a link in it, so our team reads it before it is published."
                : `Your review is published on the page of ${saved.propertyName} as a verified stay.`}
            </p>
            <p>
              <Link to={saved.propertyPath} reloadDocument>
                See {saved.propertyName}
              </Link>
            </p>
          </div>
        ) : !stay || failure?.linkProblem ? (
          <div className="form__alert" role="alert">
            <p>{failure?.formError ?? STAY_REVIEW_MESSAGES[loaderData.state === "valid" ? "invalid" : loaderData.state]}</p>
            <p>
              <Link to="/contact">Contact us</Link>
            </p>
          </div>
        ) : (
          <>
            <p>
              You stayed at <Link to={stay.propertyPath}>{stay.propertyName}</Link> in {formatMonthYear(stay.checkIn)}. Tell future guests what it was
              like: your review is shown on the property&rsquo;s page as a verified stay.
            </p>
            <StayReviewForm failure={failure} />
          </>
        )}
      </div>
    </>
  );
}
