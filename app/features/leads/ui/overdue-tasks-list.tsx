import type { OverdueTask } from "../lead-tasks.server";
import { IslandDate } from "~/shared/ui/island-date";

type Props = {
  tasks: readonly OverdueTask[];
  total: number;
  /** Where a task's lead opens: the agent's or the administrator's page. */
  hrefOf: (leadId: string) => string;
  /** Administrators: whose lead each task is on. */
  showAgent?: boolean;
};

/** The overview's compact list of overdue lead tasks, oldest first; nothing at all when none is overdue. */
export function OverdueTasksList({ tasks, total, hrefOf, showAgent = false }: Props) {
  if (total === 0) return null;
  return (
    <section aria-labelledby="overdue-tasks-heading" className="admin-section overdue-tasks">
      <h2 id="overdue-tasks-heading">Overdue tasks ({total})</h2>
      <ul className="overdue-tasks__list">
        {tasks.map((task) => (
          <li key={task.id}>
            <a href={hrefOf(task.leadId)}>{task.title}</a>
            <span className="overdue-tasks__meta">
              {" "}
              · {task.listingTitle}
              {task.buyerName ? `, ${task.buyerName}` : ""} · due <IslandDate value={task.dueOn} />
              {showAgent ? ` · ${task.agentName ?? "the office"}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {total > tasks.length ? <p className="overdue-tasks__more">And {total - tasks.length} more on the leads' pages.</p> : null}
    </section>
  );
}
