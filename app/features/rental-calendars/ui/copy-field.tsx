import { useEffect, useId, useRef, useState } from "react";

/** A read-only address with a Copy button (the field stays selectable for copying by hand). */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus("Address copied");
    } catch {
      setStatus("Copying is blocked here; select the address and copy it by hand.");
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(""), 6000);
  };

  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="copy-field__row">
        <input id={id} type="text" readOnly value={value} aria-describedby={hint ? `${id}-hint` : undefined} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--ghost" onClick={copy}>
          Copy
        </button>
      </div>
      <p className="copy-field__status" role="status">
        {status}
      </p>
    </div>
  );
}
