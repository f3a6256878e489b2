/** What other parts of the app may use of media on the server; everything else is internal to it. */
export { coverScene } from "./demo-covers.server";
export type { CoverKind } from "./demo-covers.server";
export { ensureDemoPhotos, makeDemoPhotos } from "./demo-photos.server";
export { DEMO_SCENES, sceneSvg } from "./island-scenes.server";
export type { Scene } from "./island-scenes.server";
export type { TimeOfDay } from "./scene-palettes.server";
export { storeDrawing } from "./drawn-image.server";
export { deleteUploadRecords, imagesUploadedSince, listUploadsRecordedBefore } from "./upload-records.server";
export { deleteImage, processImage } from "./process-image.server";
export { contentTypeForKey, getStorage } from "./storage.server";
export type { Storage } from "./storage.server";
export { previewOf } from "./upload-photo.server";
export { recordUpload, uploadRecordOf } from "./record-upload.server";
export { signUploadToken, UPLOAD_TOKEN_MAX_AGE_MS, verifyUploadToken } from "./upload-token.server";
export { handlePhotoUpload } from "./upload-photo.server";
export { isValidKey } from "./storage.server";
export { openLargestJpeg } from "./stored-image.server";
