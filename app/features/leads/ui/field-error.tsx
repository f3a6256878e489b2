/** The message under a refused field, named by the control's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}
