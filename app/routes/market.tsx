import { useActionData } from "react-router";
import type { Route } from "./+types/market";
import { marketPath, marketReportJsonLd, placeName, reportDescription, reportTitle } from "~/features/market-reports";
import { readMarketReport } from "~/features/market-reports/index.server";
import { MarketReportView } from "~/features/market-reports/components";
import { MarketSubscribeForm } from "~/features/seller-mail/components";
import { handleMarketSubscription } from "~/features/seller-mail/index.server";
import { issueFormToken } from "~/features/spam-guard/index.server";
import { JsonLdScript } from "~/features/listings/components";
import type { PageHandle } from "~/features/shell";
import { getConfig } from "~/shared/config/env.server";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { publicPageHeaders } from "~/shared/http/public-page";
import { sendReply } from "~/shared/http/reply";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import marketStylesHref from "~/styles/market.css?url";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it (a minute, so a new day shows). */
export const headers = publicPageHeaders;

// A static page: the charts are SVG drawn here, their numbers in tables; the subscribe form is a plain form (docs/decisions/0008).
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: marketStylesHref }];

/** The island's market report at /market (route id "market"), an area's at /market/{area} ("market-area"); an unknown area is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const result = await readMarketReport(params.area ?? null);
  if (!result.success) throwFailure(result, { publicRead: true });
  const description = reportDescription(result.data);
  return { report: result.data, description, jsonLd: marketReportJsonLd(result.data, getConfig().publicUrl, description), formToken: issueFormToken() };
}

/** The report by e-mail each month: a pending subscription and its confirmation e-mail (decision 0148). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return sendReply(await handleMarketSubscription(await readFormData(request), { areaSlug: params.area ?? null, clientAddress: context.clientAddress }));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(originFrom(matches), { title: reportTitle(loaderData.report), description: loaderData.description, path: marketPath(loaderData.report.area) })
    : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { report, jsonLd, formToken } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <>
      <JsonLdScript json={jsonLd} />
      <MarketReportView report={report} subscribe={<MarketSubscribeForm place={placeName(report)} formToken={formToken} answer={answer} />} />
    </>
  );
}
