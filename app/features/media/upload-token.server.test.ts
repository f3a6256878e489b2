import { describe, expect, it } from "vitest";
import type { ProcessedImage } from "./image";
import { signUploadToken, UPLOAD_TOKEN_MAX_AGE_MS, UPLOAD_TOKEN_MESSAGES, verifyUploadToken } from "./upload-token.server";

const hash = "a".repeat(64);
const image: ProcessedImage = {
  width: 960,
  height: 640,
  variants: [
    { width: 480, height: 320, format: "jpeg", key: `${hash}/480.jpg` },
    { width: 960, height: 640, format: "webp", key: `${hash}/960.webp` },
  ],
};
const secret = "test-secret";
const now = Date.UTC(2026, 0, 10, 12);
const user = "6f1d2c1e-8f4b-4c59-9d3a-0a1b2c3d4e5f";

describe("upload tokens", () => {
  it("verify for the same user and answer the image they describe", () => {
    const token = signUploadToken(image, user, { secret, now });
    expect(verifyUploadToken(token, user, { secret, now: now + 1000 })).toEqual({ success: true, data: image });
  });

  it("are refused for another user", () => {
    const token = signUploadToken(image, user, { secret, now });
    expect(verifyUploadToken(token, "someone-else", { secret, now })).toEqual({ success: false, error: UPLOAD_TOKEN_MESSAGES.invalid });
  });

  it("are refused when signed with another secret", () => {
    const token = signUploadToken(image, user, { secret: "not-ours", now });
    expect(verifyUploadToken(token, user, { secret, now }).success).toBe(false);
  });

  it("are refused when the image description is altered", () => {
    const token = signUploadToken(image, user, { secret, now });
    const [body, mac] = token.split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
    payload.image.variants[0].key = `${"b".repeat(64)}/480.jpg`;
    const forged = `${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${mac}`;
    expect(verifyUploadToken(forged, user, { secret, now })).toEqual({ success: false, error: UPLOAD_TOKEN_MESSAGES.invalid });
  });

  it("are refused when old, malformed or not text", () => {
    const token = signUploadToken(image, user, { secret, now });
    expect(verifyUploadToken(token, user, { secret, now: now + UPLOAD_TOKEN_MAX_AGE_MS + 1 })).toEqual({
      success: false,
      error: UPLOAD_TOKEN_MESSAGES.expired,
    });
    for (const bad of ["", "abc", "abc.def", `${token}x`, 42, null, "x".repeat(9000)]) {
      expect(verifyUploadToken(bad, user, { secret, now }).success).toBe(false);
    }
  });

  it("are refused when a validly signed payload is not an image description", () => {
    const token = signUploadToken({ width: 0, height: 1, variants: [] }, user, { secret, now });
    expect(verifyUploadToken(token, user, { secret, now }).success).toBe(false);
  });
});
