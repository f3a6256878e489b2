import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "~/features/accounts/authorization.server";
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from "./image-limits";
import type { UploadRecord } from "./record-upload.server";
import { createDiskStorage, type Storage } from "./storage.server";
import { handlePhotoUpload, UPLOAD_MESSAGES } from "./upload-photo.server";
import { verifyUploadToken } from "./upload-token.server";

const user: SessionUser = { id: "6f1d2c1e-8f4b-4c59-9d3a-0a1b2c3d4e5f", email: "dana@example.test", name: "Dana", role: "agent", status: "active", emailVerified: true };

let folder: string;
let storage: Storage;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "upload-photo-"));
  storage = createDiskStorage(folder);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function uploadRequest(bytes: Uint8Array | null, name = "photo.jpg", type = "image/jpeg"): Request {
  const form = new FormData();
  if (bytes) form.set("photo", new File([new Uint8Array(bytes)], name, { type }));
  return new Request("http://localhost/agent/uploads", { method: "POST", body: form });
}

const storedFiles = async () => (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());

describe("handlePhotoUpload", () => {
  it("stores a real photo and answers a token for this user with a preview", async () => {
    const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#3a8fb7" } }).jpeg().toBuffer();
    const recorded: UploadRecord[] = [];
    const recordUpload = async (record: UploadRecord) => void recorded.push(record);
    const reply = await handlePhotoUpload(user, uploadRequest(jpeg), { storage, recordUpload });
    expect(reply).toMatchObject({ status: 200, body: { success: true, data: { width: 640, height: 400, previewUrl: expect.stringMatching(/^\/media\/[0-9a-f]{64}\/\d+\.jpg$/) } } });
    if (reply.status !== 200) return;
    const verified = verifyUploadToken(reply.body.data.token, user.id);
    expect(verified).toMatchObject({ success: true, data: { width: 640, height: 400 } });
    expect(verifyUploadToken(reply.body.data.token, "someone-else").success).toBe(false);
    expect((await storedFiles()).length).toBeGreaterThan(0);
    // The upload is recorded with every key it stored, for the sweep of unused uploads.
    const stored = (await storedFiles()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    expect(recorded).toEqual([{ storageKey: expect.stringMatching(/^[0-9a-f]{64}$/), keys: expect.any(Array), uploadedBy: user.id }]);
    expect([...recorded[0]!.keys].sort()).toEqual(stored.sort());
  });

  it("refuses a text file renamed .jpg, by its bytes, and stores nothing", async () => {
    const reply = await handlePhotoUpload(user, uploadRequest(new TextEncoder().encode("not a photo at all\n".repeat(50)), "beach.jpg"), { storage });
    expect(reply).toEqual({ status: 400, body: { success: false, error: NOT_AN_IMAGE } });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a 16 MB file with 413 and stores nothing", async () => {
    const reply = await handlePhotoUpload(user, uploadRequest(new Uint8Array(16 * 1024 * 1024), "huge.jpg"), { storage });
    expect(reply).toEqual({ status: 413, body: { success: false, error: IMAGE_TOO_LARGE } });
    expect(await storedFiles()).toEqual([]);
  });

  it("asks for a photo when none is sent, or the body is not a form", async () => {
    expect(await handlePhotoUpload(user, uploadRequest(null), { storage })).toEqual({ status: 400, body: { success: false, error: UPLOAD_MESSAGES.missing } });
    const notAForm = new Request("http://localhost/agent/uploads", { method: "POST", body: "hello", headers: { "content-type": "text/plain" } });
    expect(await handlePhotoUpload(user, notAForm, { storage })).toEqual({ status: 400, body: { success: false, error: UPLOAD_MESSAGES.missing } });
  });

  it("refuses a buyer, or an agent awaiting approval, with 403 before reading the photo", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a7f62" } }).jpeg().toBuffer();
    const forbidden = { status: 403, body: { success: false, error: "You are not allowed to do this" } };
    expect(await handlePhotoUpload({ ...user, role: "buyer" }, uploadRequest(new Uint8Array(jpeg)), { storage })).toEqual(forbidden);
    expect(await handlePhotoUpload({ ...user, status: "pending" }, uploadRequest(new Uint8Array(jpeg)), { storage })).toEqual(forbidden);
    expect(await readdir(folder)).toEqual([]);
  });
});
