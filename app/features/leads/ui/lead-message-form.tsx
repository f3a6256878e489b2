import { MESSAGE_MAX, SUBJECT_MAX, type LeadActionBody } from "../lead-rules";
import type { LeadPageData } from "../lead-page.server";
import { PLACEHOLDERS } from "../lead-templates";
import { FieldError } from "./field-error";
import { described, fieldError, formError, typed } from "./lead-reply";

type Props = Pick<LeadPageData, "templates" | "draft"> & {
  canWrite: boolean;
  /** Whom the lead is from, as the form names them: a buyer asking about a listing, or an owner who asked for a valuation. */
  writeTo: "buyer" | "owner";
  reply?: LeadActionBody;
};

/** Picks a template: a plain GET of the page with `?template=`, which fills the message form below. */
function TemplatePicker({ templates, chosen }: { templates: Props["templates"]; chosen: string | undefined }) {
  return (
    <form method="get" className="lead-message__templates" aria-label="Templates">
      <div className="field">
        <label htmlFor="lead-template">Start from a template</label>
        <select id="lead-template" name="template" defaultValue={chosen ?? ""}>
          <option value="">Blank message</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
              {template.builtIn ? "" : " (office)"}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--ghost">
        Use template
      </button>
    </form>
  );
}

/**
 * Writing to the buyer (or the owner) from the lead's page: the e-mail goes from the
 * writer's name at the brokerage's address, and the buyer's reply comes back
 * to the writer. A template fills the subject and text, which stay editable.
 */
export function LeadMessageForm({ templates, draft, canWrite, writeTo, reply }: Props) {
  if (!canWrite) {
    return (
      <section aria-labelledby="lead-message-heading" className="admin-section lead-message">
        <h3 id="lead-message-heading">Write to the {writeTo}</h3>
        <p>The {writeTo}'s contact details were removed at their request: no e-mail can be sent.</p>
      </section>
    );
  }
  const subjectError = fieldError(reply, "message", "subject");
  const bodyError = fieldError(reply, "message", "body");
  const otherError = formError(reply, "message");
  return (
    <section aria-labelledby="lead-message-heading" className="admin-section lead-message">
      <h3 id="lead-message-heading">Write to the {writeTo}</h3>
      <TemplatePicker templates={templates} chosen={draft?.templateId} />
      <form method="post" className="form" aria-label={`E-mail to the ${writeTo}`}>
        <input type="hidden" name="intent" value="message" />
        {otherError ? (
          <p role="alert" className="form-error">
            {otherError}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="lead-message-subject">Subject</label>
          <input
            id="lead-message-subject"
            name="subject"
            required
            maxLength={SUBJECT_MAX}
            defaultValue={typed(reply, "message", "subject", draft?.subject)}
            {...described(subjectError, "lead-message-subject-error")}
          />
          <FieldError id="lead-message-subject-error" message={subjectError} />
        </div>
        <div className="field">
          <label htmlFor="lead-message-body">Message</label>
          <textarea
            id="lead-message-body"
            name="body"
            rows={8}
            required
            maxLength={MESSAGE_MAX}
            defaultValue={typed(reply, "message", "body", draft?.body)}
            {...described(bodyError, "lead-message-body-error")}
          />
          <FieldError id="lead-message-body-error" message={bodyError} />
          <p className="field__hint">Your name, phone and e-mail are added below it. The {writeTo}'s reply comes to your e-mail.</p>
        </div>
        <button type="submit" className="button">
          Send e-mail
        </button>
      </form>
    </section>
  );
}

/** What a template's placeholders stand for (the templates screen). */
export function PlaceholderList() {
  return (
    <dl className="lead-placeholders">
      {Object.entries(PLACEHOLDERS).map(([placeholder, meaning]) => (
        <div key={placeholder}>
          <dt>
            <code>{placeholder}</code>
          </dt>
          <dd>{meaning}</dd>
        </div>
      ))}
    </dl>
  );
}
