/** A delivery's state as the Mail and CRM sections show it (already formatted by the route). */
export type DeliveryState = {
  label: string;
  /** The status pill's classes: failed stands out from everything still on its way. */
  pill: string;
  attempts: number;
  /** When it was sent, failed, or will be tried again. */
  detail: string | null;
  /** Why it failed, or why the last attempt did not go through; null once delivered. */
  error: string | null;
  errorLabel: string;
};

/** The status cell of a delivery: the pill, the attempts, when, and the reason it failed. */
export function DeliveryStatus({ state }: { state: DeliveryState }) {
  return (
    <>
      <span className={state.pill}>{state.label}</span>
      {state.attempts > 0 ? ` after ${state.attempts} ${state.attempts === 1 ? "attempt" : "attempts"}` : null}
      {state.detail ? <span className="work-table__sub">{state.detail}</span> : null}
      {state.error ? (
        <span className="work-table__note form-error">
          {state.errorLabel}: {state.error}
        </span>
      ) : null}
    </>
  );
}
