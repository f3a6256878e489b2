import { redirect, useActionData } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import {
  handlePortfolioAction,
  listPortfolioFor,
  portfolioFormValues,
  readPortfolioFilters,
  type PortfolioReply,
} from "~/features/portfolio/index.server";
import { getPortfolioItem } from "~/features/portfolio/index.server";
import { PortfolioFilterForm, PortfolioForm, PortfolioTable } from "~/features/portfolio/components";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure, throwIfUnexpected } from "~/shared/http/failure-status";
import { sendReplyOrErrorPage } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import type { Route } from "./+types/portfolio";

/**
 * /admin/admindashboard/portfolio: the residential, commercial and land
 * portfolios (sale and sold listings by category), filtered by status, type
 * and price; add, edit, delete after a confirmation step. Administrators
 * only: the loader and the action both ask requireUser.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesHref }];

export const meta: Route.MetaFunction = () => [{ title: "Portfolio | Admin dashboard" }, { name: "robots", content: "noindex" }];

const SECTION = "/admin/admindashboard/portfolio";
const DONE_MESSAGES: Record<string, string> = {
  added: "The item was added.",
  saved: "The item was saved.",
  deleted: "The item was deleted.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:portfolio");
  const params = new URL(request.url).searchParams;
  const { values, problems, filters, category } = readPortfolioFilters(params);
  const editId = params.get("edit");
  const [list, editing] = await Promise.all([listPortfolioFor(user, category, filters), editId ? getPortfolioItem(user, editId) : null]);
  if (!list.success) throwFailure(list);
  if (editing && !editing.success) throwIfUnexpected(editing);
  return {
    filterValues: values,
    filterProblems: problems,
    items: list.data.map(({ id, title, category, subcategory, kind, price, reviewStatus, updatedAt }) => ({
      id,
      title,
      category,
      subcategory,
      kind,
      price,
      reviewStatus,
      updatedAt: updatedAt.toISOString(),
    })),
    editing: editing?.success ? { id: editing.data.id, values: portfolioFormValues(editing.data) } : null,
    editMissing: Boolean(editId) && !editing?.success,
    done: DONE_MESSAGES[params.get("done") ?? ""] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:portfolio");
  const answer = await handlePortfolioAction(user, await readFormData(request));
  if ("done" in answer) throw redirect(`${SECTION}?done=${answer.done}`, { status: 303 });
  return sendReplyOrErrorPage(answer);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<PortfolioReply>();
  const { filterValues, filterProblems, items, editing, editMissing, done } = loaderData;
  const saveFailure = reply?.intent === "save" ? reply : null;
  const formId = saveFailure ? saveFailure.id : (editing?.id ?? null);
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="portfolio-heading">
        <h2 id="portfolio-heading">Portfolio</h2>
        <p>Homes, land and commercial property for sale or sold, by category. Only approved items are public.</p>
        {done ? (
          <p role="status" className="form-success">
            {done}
          </p>
        ) : null}
        {editMissing ? <p role="alert">That item no longer exists.</p> : null}
        {reply?.intent === "error" ? <p role="alert">{reply.formError}</p> : null}
        <PortfolioFilterForm values={filterValues} problems={filterProblems} action={SECTION} />
        <PortfolioTable items={items} section={SECTION} confirmDelete={reply?.intent === "confirm-delete" ? reply : null} />
        <PortfolioForm
          key={formId ?? "new"}
          id={formId}
          values={saveFailure?.values ?? editing?.values ?? {}}
          errors={saveFailure?.fieldErrors ?? {}}
          formError={saveFailure?.formError}
          cancelHref={SECTION}
        />
      </section>
    </div>
  );
}
