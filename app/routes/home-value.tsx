import { useActionData } from "react-router";
import type { Route } from "./+types/home-value";
import { HOME_VALUE_PATH } from "~/features/home-valuation";
import { ReportForm, ValuationForm, ValuationResult } from "~/features/home-valuation/components";
import { listingMapLinks } from "~/features/listings/components";
import { getConfig } from "~/shared/config/env.server";
import { handleValuationForm } from "~/features/home-valuation/index.server";
import { valuationUpdatesConsent } from "~/features/seller-mail/index.server";
import { issueFormToken } from "~/features/spam-guard/index.server";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { publicPageReading } from "~/shared/http/public-page";
import { sendReply } from "~/shared/http/reply";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { Link } from "~/shared/ui/link";
import { PageHero } from "~/shared/ui/page-hero";
import homeValueStylesHref from "~/styles/home-value.css?url";
import valuationMapScriptHref from "~/features/home-valuation/enhance/valuation-map-script.ts?worker&url";

/** The empty form is the same for every visitor: shared caches and the page cache may keep it. */
export const headers = publicPageReading([]);

// Plain forms the server answers with a new page: no React in the browser (docs/decisions/0008); the map is an island (decision 0150).
export const handle: PageHandle = { hydrate: false, scripts: [valuationMapScriptHref] };

export const links: Route.LinksFunction = () => [...listingMapLinks, { rel: "stylesheet", href: homeValueStylesHref }];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "What Is My Home Worth?",
    description: "An instant estimate of a St. John home's or lot's value from the island's own recent sales, with the comparables it rests on.",
    path: HOME_VALUE_PATH,
  });

export function loader() {
  return { formToken: issueFormToken(), mapTileUrl: getConfig().mapTileUrl ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  // A ticked monthly e-mail becomes a pending subscription with its confirmation e-mail (decision 0148).
  return sendReply(await handleValuationForm(await readFormData(request), { clientAddress: context.clientAddress, monthlyUpdates: valuationUpdatesConsent }));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const formToken = answer && "formToken" in answer && answer.formToken ? answer.formToken : loaderData.formToken;
  const failed = answer && "fieldErrors" in answer ? answer : undefined;
  const valued = answer && !("fieldErrors" in answer) ? answer : undefined;
  const reported = valued && valued.step === "report" && !failed;
  return (
    <>
      <PageHero title="What is my home worth?" eyebrow="For St. John owners">
        An estimate from St. John&rsquo;s own recent sales, at once: tell us about the property and see the range, how sure it is, and
        the sales it rests on.
      </PageHero>
      <div className="container section home-value">
        {reported ? (
          <div className="form__success" role="status">
            <h2>Your full report</h2>
            <p>
              Thank you{valued.name ? `, ${valued.name}` : ""}. An agent who knows {valued.values.area ?? "the area"} will be in touch by e-mail within one business day
              {valued.monthlyUpdates ? `. For your monthly update, check your inbox${valued.values.email ? ` at ${valued.values.email}` : ""}: we have sent a link to confirm it, and nothing more comes until you follow it.` : "."}
            </p>
          </div>
        ) : null}
        {valued?.result ? <ValuationResult result={valued.result} full={Boolean(reported)} /> : null}
        {failed?.step === "report" ? (
          <ReportForm formToken={formToken} facts={failed.values} failure={failed} />
        ) : valued && !reported ? (
          <ReportForm formToken={formToken} facts={valued.values} />
        ) : null}
        <section className="home-value-facts" aria-labelledby="home-value-facts-heading">
          <h2 id="home-value-facts-heading">{valued ? "Value another property, or change the facts" : "About the property"}</h2>
          <ValuationForm
            formToken={formToken}
            failure={failed?.step === "estimate" ? failed : undefined}
            values={failed ? failed.values : (valued?.values ?? {})}
            submitLabel={valued ? "Estimate again" : "Estimate its value"}
            tileUrl={loaderData.mapTileUrl}
          />
          <p className="home-value-facts__note">
            Selling soon? <Link to="/contact?about=Selling%20my%20home">Talk to an agent</Link> about a market analysis from a visit.
          </p>
        </section>
      </div>
    </>
  );
}
