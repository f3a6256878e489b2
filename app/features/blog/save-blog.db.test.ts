import { describe, expect, it } from "vitest";
import { createTestAgent } from "~/features/listings/listing-factory";
import type { ProcessedImage } from "~/features/media/image";
import { signUploadToken } from "~/features/media/upload-token.server";
import { getDb } from "~/shared/db/client.server";
import { UNSAFE_TEXT_MESSAGE } from "~/shared/forms/text";
import { blogPosts } from "./blog-post.table";
import { saveBlogFromForm } from "./save-blog.server";

describe("saveBlogFromForm", () => {
  it("refuses a cover description the database cannot store, with its field's message, and saves nothing", async () => {
    const author = await createTestAgent("editor@example.test", "Editor");
    const user = { ...author, role: "admin" as const, status: "active" as const, emailVerified: true };
    const cover: ProcessedImage = { width: 1200, height: 800, variants: [{ key: `${"a".repeat(64)}/1200.webp`, width: 1200, height: 800, format: "webp" }] };
    const form = new FormData();
    form.append("title", "A week on St. John");
    form.append("description", "Beaches, trails and the best coffee in Cruz Bay, day by day.");
    form.append("coverToken", signUploadToken(cover, user.id));
    form.append("coverAlt", "Trunk\u0000 Bay");
    const answer = await saveBlogFromForm(user, form);
    expect(answer).toMatchObject({ success: false, status: 400, body: { fieldErrors: { coverAlt: UNSAFE_TEXT_MESSAGE }, values: { coverAlt: "Trunk\uFFFD Bay" } } });
    expect(await getDb().select().from(blogPosts)).toEqual([]);
  });
});
