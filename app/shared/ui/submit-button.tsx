import type { ReactNode } from "react";

type SubmitButtonProps = {
  /** True while a hydrated page sends the form. */
  pending?: boolean;
  /** What the button says meanwhile, e.g. "Sending…". */
  pendingLabel: string;
  children: ReactNode;
  className?: string;
};

/**
 * A form's submit button: disabled and relabelled while the form is sent, so
 * a second click sends nothing. On a hydrated page React says when; on a
 * page without React the shell script does (enhance/submit-once.ts).
 */
export function SubmitButton({ pending = false, pendingLabel, children, className = "button" }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending} data-pending-label={pendingLabel}>
      {pending ? pendingLabel : children}
    </button>
  );
}
