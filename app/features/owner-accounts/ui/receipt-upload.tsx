import { useId, useState } from "react";
import { ADMIN_UPLOAD_PATH, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "~/features/media";

type Receipt = { token: string; previewUrl: string | null };

type Props = {
  /** The signed receipt of a photo uploaded before the form was refused, so it is not lost. */
  token: string | undefined;
  error: string | undefined;
};

async function uploadReceipt(file: File): Promise<{ ok: true; token: string; previewUrl: string } | { ok: false; error: string }> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: IMAGE_TOO_LARGE };
  const form = new FormData();
  form.set("photo", file);
  try {
    const response = await fetch(ADMIN_UPLOAD_PATH, { method: "POST", body: form });
    const body = (await response.json()) as { success?: boolean; error?: string; data?: { token: string; previewUrl: string } };
    if (body.success && body.data) return { ok: true, token: body.data.token, previewUrl: body.data.previewUrl };
    return { ok: false, error: body.error ?? "The upload failed; please try again." };
  } catch {
    return { ok: false, error: "The upload failed; please check your connection and try again." };
  }
}

/**
 * An expense's receipt photo, sent on its own through the media pipeline
 * (the administrators' upload path, as a blog cover is) as soon as it is
 * chosen; the form then posts the signed receipt the upload answered, and
 * the expense keeps the stored image's key.
 */
export function ReceiptUpload({ token, error }: Props) {
  const id = useId();
  const [receipt, setReceipt] = useState<Receipt | null>(token ? { token, previewUrl: null } : null);
  const [status, setStatus] = useState(token ? "The receipt uploaded earlier is kept." : "");
  const errorId = `${id}-error`;

  const onChosen = async (file: File | undefined) => {
    if (!file) return;
    setStatus("Uploading the receipt…");
    const answer = await uploadReceipt(file);
    if (answer.ok) {
      setReceipt({ token: answer.token, previewUrl: answer.previewUrl });
      setStatus("Receipt uploaded; record the expense to keep it.");
    } else {
      setReceipt(null);
      setStatus(answer.error);
    }
  };

  return (
    <div className="field owner-receipt">
      <input type="hidden" name="receiptToken" value={receipt?.token ?? ""} />
      <label htmlFor={id}>
        Receipt photo<span className="field__optional"> (optional)</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        JPEG, PNG, WebP or AVIF, up to 15 MB.
      </p>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-describedby={[`${id}-hint`, `${id}-status`, error ? errorId : ""].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void onChosen(event.currentTarget.files?.[0])}
      />
      <p id={`${id}-status`} aria-live="polite" className="field__hint">
        {status}
      </p>
      {receipt?.previewUrl ? <img src={receipt.previewUrl} alt="The uploaded receipt" width={160} className="owner-receipt__preview" /> : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
