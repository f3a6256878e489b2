import { todayOnIsland } from "~/shared/dates/island-days";
import { TASK_SUGGESTIONS, TASK_TITLE_MAX, type LeadActionBody } from "../lead-rules";
import type { LeadTask } from "../read-leads.server";
import { FieldError } from "./field-error";
import { described, fieldError, formError, typed } from "./lead-reply";
import { IslandDate } from "~/shared/ui/island-date";

function TaskRow({ task, today }: { task: LeadTask; today: string }) {
  const overdue = !task.doneAt && task.dueOn < today;
  return (
    <li className={`lead-task${task.doneAt ? " lead-task--done" : ""}${overdue ? " lead-task--overdue" : ""}`} data-task-id={task.id}>
      <div>
        <span className="lead-task__title">{task.title}</span>
        <span className="lead-task__due">
          {task.doneAt ? `Done${task.doneByName ? ` by ${task.doneByName}` : ""}` : overdue ? (
            <>
              Overdue: due <IslandDate value={task.dueOn} />
            </>
          ) : (
            <>
              Due <IslandDate value={task.dueOn} />
            </>
          )}
        </span>
      </div>
      <form method="post" className="inline-form">
        <input type="hidden" name="intent" value={task.doneAt ? "task_undone" : "task_done"} />
        <input type="hidden" name="taskId" value={task.id} />
        <button type="submit" className="button button--ghost" aria-label={`${task.doneAt ? "Mark not done" : "Mark done"}: ${task.title}`}>
          {task.doneAt ? "Not done" : "Done"}
        </button>
      </form>
    </li>
  );
}

/** A lead's tasks (open ones first, by due date) with done/not done, and the form for a new one. */
export function LeadTasksPanel({ tasks, reply, now = new Date() }: { tasks: readonly LeadTask[]; reply?: LeadActionBody; now?: Date }) {
  const today = todayOnIsland(now);
  const titleError = fieldError(reply, "task", "title");
  const dueError = fieldError(reply, "task", "dueOn");
  const otherError = formError(reply, "task") ?? formError(reply, "task_done") ?? formError(reply, "task_undone");
  return (
    <section aria-labelledby="lead-tasks-heading" className="admin-section lead-tasks">
      <h3 id="lead-tasks-heading">Tasks</h3>
      {otherError ? (
        <p role="alert" className="form-error">
          {otherError}
        </p>
      ) : null}
      {tasks.length === 0 ? <p>No tasks yet.</p> : <ul className="lead-tasks__list">{tasks.map((task) => <TaskRow key={task.id} task={task} today={today} />)}</ul>}
      <form method="post" className="form lead-tasks__new" aria-label="Add a task">
        <input type="hidden" name="intent" value="task" />
        <div className="field">
          <label htmlFor="lead-task-title">New task</label>
          <input
            id="lead-task-title"
            name="title"
            list="lead-task-suggestions"
            required
            maxLength={TASK_TITLE_MAX}
            defaultValue={typed(reply, "task", "title")}
            {...described(titleError, "lead-task-title-error")}
          />
          <datalist id="lead-task-suggestions">
            {TASK_SUGGESTIONS.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
          <FieldError id="lead-task-title-error" message={titleError} />
        </div>
        <div className="field">
          <label htmlFor="lead-task-due">Due</label>
          <input id="lead-task-due" name="dueOn" type="date" required min={today} defaultValue={typed(reply, "task", "dueOn", today)} {...described(dueError, "lead-task-due-error")} />
          <FieldError id="lead-task-due-error" message={dueError} />
        </div>
        <button type="submit" className="button">
          Add task
        </button>
      </form>
    </section>
  );
}
