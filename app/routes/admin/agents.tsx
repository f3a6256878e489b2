import { redirect, useActionData } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { handleAgentAdminAction } from "~/features/agents/index.server";
import { getAgent, listAgents } from "~/features/agents/index.server";
import { AdminAgentForm } from "~/features/agents/components";
import { AdminAgentTable } from "~/features/agents/components";
import { AdminBulkImport } from "~/features/agents/components";
import { readFormData } from "~/shared/forms/parse-form";
import adminStylesHref from "~/styles/admin.css?url";
import agentStylesHref from "~/styles/agents.css?url";
import type { Route } from "./+types/agents";
import { throwFailure, throwIfUnexpected } from "~/shared/http/failure-status";
import { sendReplyOrErrorPage } from "~/shared/http/reply";

/**
 * /admin/admindashboard/agents: the agent profiles in the team
 * order with edit, move, activate or deactivate and delete (after a
 * confirmation step); the add or edit form with a portrait upload; a bulk
 * import from CSV or JSON with a result per row. Administrators only: the
 * loader and the action both ask requireUser. Every form works without
 * JavaScript.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: agentStylesHref },
];

export const meta: Route.MetaFunction = () => [{ title: "Agents | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

const SECTION = "/admin/admindashboard/agents";


export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "manage:agents");
  const params = new URL(request.url).searchParams;
  const editId = params.get("edit");
  const [list, found] = await Promise.all([listAgents(), editId ? getAgent(editId) : null]);
  if (!list.success) throwFailure(list);
  let editing = null;
  if (found) {
    if (!found.success) throwIfUnexpected(found);
    if (found.success) {
      const { id, name, title, email, phone, bio, languages, specialities, status, photo } = found.data;
      editing = { id, name, title, email, phone, bio, languages, specialities, status, photo: photo ? { alt: photo.alt } : null };
    }
  }
  return {
    agents: list.data.map(({ id, name, title, email, status, photo }) => ({ id, name, title, email, status, photo })),
    editing,
    editMissing: Boolean(editId) && !editing,
    deleted: params.get("deleted") === "1",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:agents");
  const result = await handleAgentAdminAction(await readFormData(request), user);
  if ("redirect" in result) throw redirect(`${SECTION}?deleted=1`, { status: 303 });
  return sendReplyOrErrorPage(result);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const { agents, editing, editMissing, deleted } = loaderData;
  const rowReply = reply?.intent === "row" ? reply : null;
  const saveReply = reply?.intent === "save" ? reply : null;
  const saved = saveReply && "done" in saveReply ? saveReply : null;
  const saveFailure = saveReply && !("done" in saveReply) ? saveReply : null;
  const bulkReply = reply?.intent === "bulk" ? reply : null;
  const confirmDelete = reply?.intent === "confirm-delete" ? { id: reply.id, name: reply.name } : null;
  // After a successful edit, the form shows the saved agent again from the loader.
  const formAgent = saved && !editing ? null : editing;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="agents-heading">
        <h2 id="agents-heading">Agents</h2>
        <p>
          The team page shows the active agents in this order. <a href="/team">See the team page</a>.
        </p>
        {deleted ? (
          <p role="status" className="form-success">
            The agent's profile was deleted.
          </p>
        ) : null}
        {saved ? (
          <p role="status" className="form-success">
            {saved.done}
          </p>
        ) : null}
        {rowReply?.done ? (
          <p role="status" className="form-success">
            {rowReply.done}
          </p>
        ) : null}
        {rowReply?.formError ? (
          <p role="alert" className="form-error">
            {rowReply.formError}
          </p>
        ) : null}
        {editMissing ? (
          <p role="alert" className="form-error">
            Agent not found
          </p>
        ) : null}
        <AdminAgentTable agents={agents} confirmDelete={confirmDelete} />
      </section>
      <section className="admin-agents__panel">
        <AdminAgentForm key={saved ? `saved-${saved.id}` : (formAgent?.id ?? "new")} agent={formAgent} failure={saveFailure} />
      </section>
      <AdminBulkImport
        result={bulkReply && "summary" in bulkReply ? { summary: bulkReply.summary, fileName: bulkReply.fileName } : null}
        formError={bulkReply && "formError" in bulkReply ? bulkReply.formError : null}
      />
    </div>
  );
}
