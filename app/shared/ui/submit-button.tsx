import type { ReactNode } from "react";

type SubmitButtonProps = {
  /** True while the form is being sent. */
  pending: boolean;
  /** What the button says meanwhile, e.g. "Sending…". */
  pendingLabel: string;
  children: ReactNode;
  className?: string;
};

/** A form's submit button: disabled and relabelled while the form is sent, so a second click sends nothing. */
export function SubmitButton({ pending, pendingLabel, children, className = "button" }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
