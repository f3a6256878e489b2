import { LOST_NOTE_MAX, LOST_REASON_CHOICES, LOST_REASON_LABELS } from "../lead-rules";
import { described } from "./lead-reply";
import { FieldError } from "./field-error";

type Props = {
  /** Makes the controls' ids unique on a page with many such forms. */
  idPrefix: string;
  reason?: string | null;
  note?: string | null;
  /** The refusal of the reason or the note, shown under it. */
  reasonError?: string;
  noteError?: string;
  /** In the drop dialog the reason is asked for on its own, so the browser requires it there. */
  required?: boolean;
};

/**
 * Why a lead was lost: a reason from the list and an optional note. In a
 * status form the fields show, by CSS alone, once "Lost" is chosen; the
 * server refuses "Lost" without a reason whichever way the form was sent.
 */
export function LostReasonFields({ idPrefix, reason, note, reasonError, noteError, required = false }: Props) {
  const reasonId = `${idPrefix}-lost-reason`;
  const noteId = `${idPrefix}-lost-note`;
  return (
    <fieldset className="lost-reason">
      <legend className="visually-hidden">Why it was lost</legend>
      <div className="field">
        <label htmlFor={reasonId}>Reason lost</label>
        <select id={reasonId} name="lostReason" defaultValue={reason ?? ""} required={required} autoFocus={Boolean(reasonError)} {...described(reasonError, `${reasonId}-error`)}>
          <option value="">Choose a reason</option>
          {LOST_REASON_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {LOST_REASON_LABELS[choice]}
            </option>
          ))}
        </select>
        <FieldError id={`${reasonId}-error`} message={reasonError} />
      </div>
      <div className="field">
        <label htmlFor={noteId}>
          Details<span className="field__optional"> (optional)</span>
        </label>
        <input id={noteId} name="lostNote" defaultValue={note ?? ""} maxLength={LOST_NOTE_MAX} autoComplete="off" {...described(noteError, `${noteId}-error`)} />
        <FieldError id={`${noteId}-error`} message={noteError} />
      </div>
    </fieldset>
  );
}
