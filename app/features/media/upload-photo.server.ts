import { canAny, forbidden } from "~/shared/access/permissions";
import type { SessionUser } from "~/features/accounts/index.server";
import { logger } from "~/shared/lib/logger.server";
import { mediaUrl, type ProcessedImage } from "./image";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "./image-limits";
import { processImage } from "./process-image.server";
import { recordUpload as recordInDatabase, uploadRecordOf, type UploadRecord } from "./record-upload.server";
import type { Storage } from "./storage.server";
import { signUploadToken } from "./upload-token.server";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureMessage, failureReply } from "~/shared/http/reply";
import { fail, failWith, type Failure } from "~/shared/lib/result";

/**
 * One photo from an agent's browser (POST /agent/uploads, multipart field
 * "photo"): checked by its bytes and stored by processImage, answered with a
 * signed token the listing form posts back (upload-token.server.ts) and a
 * preview. Nothing is recorded against a listing here; the upload itself is
 * recorded so that the sweep removes its files if no listing or post ever
 * uses them (docs/decisions/0042-upload-sweep.md).
 */

export const UPLOAD_MESSAGES = {
  missing: "Please choose a photo to upload",
  unavailable: "The photo could not be stored just now; please try again in a few minutes",
} as const;

export type UploadedPhoto = { token: string; previewUrl: string; width: number; height: number };

export type PhotoUploadReply =
  | { status: 200; body: { success: true; data: UploadedPhoto } }
  | { status: FailureStatus; body: { success: false; error: string } };

/** A refusal with the status its failure calls for. */
const refuse = (failure: Failure): PhotoUploadReply => failureReply(failure, { success: false, error: failure.error });

/** The smallest JPEG (every browser shows it), else the smallest variant. */
export function previewOf(image: ProcessedImage): string {
  const bySize = [...image.variants].sort((a, b) => a.width - b.width);
  const preview = bySize.find((variant) => variant.format === "jpeg") ?? bySize[0]!;
  return mediaUrl(preview.key);
}

type UploadOptions = { storage?: Storage; recordUpload?: (record: UploadRecord) => Promise<void> };

/** One uploaded photo, for those who may upload one (an active agent's listing photos, an administrator's blog images). */
export async function handlePhotoUpload(user: SessionUser, request: Request, options: UploadOptions = {}): Promise<PhotoUploadReply> {
  if (!canAny(user, ["upload:listing-photos", "upload:blog-images"])) return refuse(forbidden());
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(fail(UPLOAD_MESSAGES.missing));
  }
  const photo = form.get("photo");
  if (!(photo instanceof Blob) || photo.size === 0) return refuse(fail(UPLOAD_MESSAGES.missing));
  if (photo.size > MAX_IMAGE_BYTES) return refuse(failWith("too_large", IMAGE_TOO_LARGE));

  const result = await processImage(Buffer.from(await photo.arrayBuffer()), options);
  if (!result.success) return refuse({ ...result, error: failureMessage(result, UPLOAD_MESSAGES.unavailable) });
  const image = result.data;
  try {
    await (options.recordUpload ?? recordInDatabase)(uploadRecordOf(image, user.id));
  } catch (error) {
    logger.error("An upload could not be recorded", { userId: user.id, error });
    return refuse(failWith("unexpected", UPLOAD_MESSAGES.unavailable));
  }
  return {
    status: 200,
    body: {
      success: true,
      data: { token: signUploadToken(image, user.id), previewUrl: previewOf(image), width: image.width, height: image.height },
    },
  };
}
