import { Form } from "react-router";
import type { DescribedImage } from "~/features/media";
import { AgentPortrait } from "./agent-portrait";
import { ConfirmStep } from "~/shared/ui/confirm-step";

export type AdminAgentRow = {
  id: string;
  name: string;
  title: string;
  email: string;
  status: "active" | "inactive";
  photo: DescribedImage | null;
};

function RowButton({ id, intent, label, fields = {}, disabled = false, className = "button button--ghost" }: { id: string; intent: string; label: string; fields?: Record<string, string>; disabled?: boolean; className?: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} disabled={disabled}>
        {label}
      </button>
    </Form>
  );
}

/** Every agent in the team order, with the row actions: edit, move, show or hide, delete (after a confirmation step). */
export function AdminAgentTable({ agents, confirmDelete }: { agents: AdminAgentRow[]; confirmDelete: { id: string; name: string } | null }) {
  if (agents.length === 0) return <p>No agents yet. Add one below or import a file.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Agents in the team page's order</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Portrait</th>
            <th scope="col">Agent</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {agents.map((agent, index) => (
            <tr key={agent.id} aria-current={confirmDelete?.id === agent.id ? "true" : undefined}>
              <td>{index + 1}</td>
              <td className="admin-agents__thumb">
                <AgentPortrait name={agent.name} photo={agent.photo} sizes="3rem" />
              </td>
              <td>
                <strong>{agent.name}</strong>
                {agent.title ? <> · {agent.title}</> : null}
                <br />
                <span>{agent.email}</span>
              </td>
              <td>{agent.status === "active" ? "Active" : "Inactive"}</td>
              <td>
                <div className="admin-agents__row-actions">
                  <a className="button button--ghost" href={`?edit=${agent.id}#agent-form-heading`} aria-label={`Edit ${agent.name}`}>
                    Edit
                  </a>
                  {agent.status === "active" ? (
                    <a className="button button--ghost" href={`/agent/${agent.id}`} aria-label={`View ${agent.name}'s public profile`}>
                      View
                    </a>
                  ) : null}
                  <RowButton id={agent.id} intent="move" fields={{ direction: "up" }} label="↑ Up" disabled={index === 0} />
                  <RowButton id={agent.id} intent="move" fields={{ direction: "down" }} label="↓ Down" disabled={index === agents.length - 1} />
                  <RowButton
                    id={agent.id}
                    intent="status"
                    fields={{ status: agent.status === "active" ? "inactive" : "active" }}
                    label={agent.status === "active" ? "Deactivate" : "Activate"}
                  />
                  {confirmDelete?.id === agent.id ? null : <RowButton id={agent.id} intent="confirm-delete" label="Delete…" className="button button--danger-ghost" />}
                </div>
                {confirmDelete?.id === agent.id ? (
                  <ConfirmStep
                    question={`Delete ${confirmDelete.name}'s profile?`}
                    confirm={<RowButton id={agent.id} intent="delete" label={`Delete ${confirmDelete.name}`} className="button button--danger" />}
                    cancelHref="/admin/admindashboard/agents"
                    className="admin-delete--step"
                    actionsClassName="admin-agents__row-actions"
                  >
                    Their listings stay; the profile page and the team card go. This cannot be undone.
                  </ConfirmStep>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
