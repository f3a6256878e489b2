import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, UPLOAD_PATH } from "~/features/media";

/**
 * Sends one photo to the upload route with XMLHttpRequest (fetch reports no
 * upload progress), reporting progress in percent. Browser-only.
 */

export type UploadAnswer = { ok: true; token: string; previewUrl: string } | { ok: false; error: string };

export const UPLOAD_FAILED = "The upload failed; please check your connection and try again";

/** The courtesy check before sending: the server checks again, by the bytes. */
export function tooLarge(file: File): string | null {
  return file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : null;
}

export function uploadPhoto(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_PATH);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener("load", () => {
      const body = request.response as { success?: boolean; error?: string; data?: { token: string; previewUrl: string } } | null;
      if (request.status === 200 && body?.success && body.data) {
        onProgress(100);
        resolve({ ok: true, token: body.data.token, previewUrl: body.data.previewUrl });
      } else {
        resolve({ ok: false, error: typeof body?.error === "string" ? body.error : UPLOAD_FAILED });
      }
    });
    request.addEventListener("error", () => resolve({ ok: false, error: UPLOAD_FAILED }));
    const form = new FormData();
    form.set("photo", file);
    request.send(form);
  });
}
