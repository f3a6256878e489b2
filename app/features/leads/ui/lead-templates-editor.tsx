import { MESSAGE_MAX, SUBJECT_MAX, TEMPLATE_NAME_MAX, type LeadActionBody } from "../lead-rules";
import type { LeadTemplate } from "../lead-templates";
import { FieldError } from "./field-error";
import { PlaceholderList } from "./lead-message-form";

type Props = { templates: readonly LeadTemplate[]; reply?: LeadActionBody };

/** The reply to this template's form (by id; "" for the new one), if it was refused. */
function refusalOf(reply: LeadActionBody | undefined, id: string) {
  return reply && "error" in reply && reply.intent === "save" && (reply.values?.id ?? "") === id ? reply : undefined;
}

function TemplateForm({ template, reply }: { template?: LeadTemplate; reply?: LeadActionBody }) {
  const id = template?.id ?? "";
  const refused = refusalOf(reply, id);
  const prefix = `template-${id || "new"}`;
  const value = (field: "name" | "subject" | "body") => refused?.values?.[field] ?? template?.[field] ?? "";
  const error = (field: string) => (refused && refused.field === field ? refused.error : undefined);
  const attrs = (field: string) => (error(field) ? { "aria-invalid": true as const, "aria-describedby": `${prefix}-${field}-error` } : {});
  return (
    <form method="post" className="form lead-template" aria-label={template ? `Template ${template.name}` : "New template"}>
      <input type="hidden" name="id" value={id} />
      <div className="field">
        <label htmlFor={`${prefix}-name`}>Name</label>
        <input id={`${prefix}-name`} name="name" required maxLength={TEMPLATE_NAME_MAX} defaultValue={value("name")} {...attrs("name")} />
        <FieldError id={`${prefix}-name-error`} message={error("name")} />
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-subject`}>Subject</label>
        <input id={`${prefix}-subject`} name="subject" required maxLength={SUBJECT_MAX} defaultValue={value("subject")} {...attrs("subject")} />
        <FieldError id={`${prefix}-subject-error`} message={error("subject")} />
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-body`}>Message</label>
        <textarea id={`${prefix}-body`} name="body" rows={6} required maxLength={MESSAGE_MAX} defaultValue={value("body")} {...attrs("body")} />
        <FieldError id={`${prefix}-body-error`} message={error("body")} />
      </div>
      {refused && !refused.field ? (
        <p role="alert" className="form-error">
          {refused.error}
        </p>
      ) : null}
      <div className="lead-template__actions">
        <button type="submit" name="intent" value="save" className="button button--small">
          {template ? "Save" : "Add template"}
        </button>
        {template ? (
          <button type="submit" name="intent" value="delete" className="button button--small button--ghost" formNoValidate>
            Delete
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The office's answer templates: the built-in ones to read, the office's own
 * to change or delete, and a form for a new one; placeholders explained.
 */
export function LeadTemplatesEditor({ templates, reply }: Props) {
  const builtIn = templates.filter((template) => template.builtIn);
  const office = templates.filter((template) => !template.builtIn);
  return (
    <>
      {reply && "done" in reply ? (
        <p role="status" className="form-success">
          {reply.done}
        </p>
      ) : null}
      {reply && "error" in reply && reply.intent !== "save" ? (
        <p role="alert" className="form-error">
          {reply.error}
        </p>
      ) : null}
      <section aria-labelledby="templates-placeholders" className="admin-section">
        <h3 id="templates-placeholders">Placeholders</h3>
        <p>Written in a subject or message, these are filled in from the lead when an agent starts an e-mail from the template.</p>
        <PlaceholderList />
      </section>
      <section aria-labelledby="templates-office" className="admin-section">
        <h3 id="templates-office">The office's templates</h3>
        {office.length === 0 ? <p>None yet: add the answers your agents write most often.</p> : office.map((template) => <TemplateForm key={template.id} template={template} reply={reply} />)}
      </section>
      <section aria-labelledby="templates-new" className="admin-section">
        <h3 id="templates-new">Add a template</h3>
        <TemplateForm reply={reply} />
      </section>
      <section aria-labelledby="templates-built-in" className="admin-section">
        <h3 id="templates-built-in">Built-in templates</h3>
        <p>Always offered; to change one, add a template of the office's own with your wording.</p>
        {builtIn.map((template) => (
          <details key={template.id} className="lead-template__built-in">
            <summary>{template.name}</summary>
            <p>
              <strong>Subject:</strong> {template.subject}
            </p>
            <p className="lead-timeline__detail">{template.body}</p>
          </details>
        ))}
      </section>
    </>
  );
}
