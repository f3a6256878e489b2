import { refusePost, requireUser } from "~/features/accounts/index.server";
import { readStatementPage } from "~/features/owner-accounts/index.server";
import { StatementSheet } from "~/features/owner-accounts/components";
import type { PageHandle } from "~/features/shell";
import { throwFailure } from "~/shared/http/failure-status";
import { Link } from "~/shared/ui/link";
import adminStylesHref from "~/styles/admin.css?url";
import stylesHref from "~/styles/owner-portal.css?url";
import type { Route } from "./+types/statement";

/**
 * One month's owner statement, at two addresses: /owner/statements/:month for
 * the owner, and /admin/admindashboard/owners/:ownerId/statements/:month for
 * the office. The service decides who may read it (the office, or the owner
 * themselves); anyone else is sent to sign in. No React in the browser.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Statement | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: stylesHref },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const office = Boolean(params.ownerId);
  const user = await requireUser(request, office ? "manage:owner-accounts" : "use:owner-portal");
  const ownerId = params.ownerId ?? user.id;
  const result = await readStatementPage(user, ownerId, params.month);
  if (!result.success) throwFailure(result.code ? result : { code: "not_found" });
  const files = office ? `/admin/owners/${ownerId}/statements/${params.month}` : `/owner/statements/${params.month}`;
  const receipts = office ? `/admin/owners/${ownerId}/receipts` : "/owner/receipts";
  return { page: result.data, back: office ? `/admin/admindashboard/owners/${ownerId}` : "/owner/statements", files, receipts };
}

export async function action({ request, params }: Route.ActionArgs) {
  return refusePost(request, params.ownerId ? "manage:owner-accounts" : "use:owner-portal");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, back, files, receipts } = loaderData;
  return (
    <div className="container section owner-portal">
      <p className="owner-statement__links">
        <Link to={back}>All statements</Link>
        <span>
          <a href={`${files}/statement.pdf`}>Download PDF</a> · <a href={`${files}/statement.csv`}>Download CSV</a>
        </span>
      </p>
      <StatementSheet page={page} receiptPath={(expenseId) => `${receipts}/${expenseId}`} />
    </div>
  );
}
