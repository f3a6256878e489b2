import { refuse } from "~/shared/access/permissions";
import type { SessionUser } from "~/features/accounts/index.server";
import type { DescribedImage } from "~/features/media";
import { verifyUploadToken } from "~/features/media/index.server";
import { FORM_ERROR_MESSAGE, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { isSafeText, markUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/shared/forms/text";
import { createBlog, updateBlog } from "./blog-posts.server";
import { BLOG_MESSAGES, isBlogId } from "./blog-rules";
import { blogPostSchema } from "./blog-schema";
import { failWith } from "~/shared/lib/result";
import { failureStatus } from "~/shared/http/failure-status";
import type { Reply } from "~/shared/http/reply";

export type SaveBlogAnswer = { success: true; id: string } | ({ success: false } & Reply<FormFailure>);

/**
 * The editor's save (admin section): the fields by the post schema, the
 * cover from a signed upload receipt of this administrator (or removed), then
 * create or update. Bad input answers the form's messages; nothing is stored.
 */
export async function saveBlogFromForm(user: SessionUser, form: FormData): Promise<SaveBlogAnswer> {
  const refused = refuse(user, "manage:blog");
  if (refused) return { success: false, status: failureStatus(refused), body: { fieldErrors: {}, values: {}, formError: refused.error } };
  const parsed = parseForm(form, blogPostSchema);
  if (!parsed.success) return { success: false, status: 400, body: { fieldErrors: parsed.fieldErrors, values: parsed.values, formError: parsed.formError } };
  const coverAlt = String(form.get("coverAlt") ?? "");
  const values = { ...parsed.values, coverAlt: markUnsafeText(coverAlt) };
  if (!isSafeText(coverAlt)) return { success: false, status: 400, body: { fieldErrors: { coverAlt: UNSAFE_TEXT_MESSAGE }, values, formError: FORM_ERROR_MESSAGE } };
  const id = String(form.get("id") ?? "");
  const alt = coverAlt.trim().slice(0, 200) || parsed.data.title;

  let coverImage: DescribedImage | null | undefined;
  const token = String(form.get("coverToken") ?? "");
  if (token) {
    const verified = verifyUploadToken(token, user.id);
    if (!verified.success) return { success: false, status: 400, body: { fieldErrors: {}, values, formError: verified.error } };
    coverImage = { alt, ...verified.data };
  } else if (form.get("removeCover") === "1") {
    coverImage = null;
  }

  const result = id
    ? isBlogId(id)
      ? await updateBlog(id, { ...parsed.data, tags: parsed.data.tags, ...(coverImage !== undefined ? { coverImage } : {}) })
      : failWith("not_found", BLOG_MESSAGES.notFound)
    : await createBlog(parsed.data, { coverImage: coverImage ?? null });
  if (!result.success) {
    return { success: false, status: failureStatus(result), body: { fieldErrors: result.fieldErrors ?? {}, values, formError: result.error } };
  }
  return { success: true, id: result.id };
}
