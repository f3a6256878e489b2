import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { ADMIN_UPLOAD_PATH, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "~/features/media";
import type { FormFailure } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import { BLOG_CATEGORIES, BLOG_DEFAULTS, BLOG_LIMITS, BLOG_STATUSES, type BlogPost } from "../blog-rules";

export type EditorPost = Pick<BlogPost, "id" | "title" | "description" | "author" | "category" | "tags" | "status" | "publishedAt" | "coverImage">;

type Props = {
  /** The post being edited; null for a new one. */
  post: EditorPost | null;
  /** The server's rendering of the post's markdown, until the author types. */
  initialPreview: string;
  failure: FormFailure | null;
  /** Where the preview fetcher posts (this section's action). */
  action: string;
};

const PREVIEW_DELAY_MS = 400;

type Cover = { token: string; previewUrl: string } | null;

async function uploadCover(file: File): Promise<{ ok: true; token: string; previewUrl: string } | { ok: false; error: string }> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: IMAGE_TOO_LARGE };
  const form = new FormData();
  form.set("photo", file);
  try {
    const response = await fetch(ADMIN_UPLOAD_PATH, { method: "POST", body: form });
    const body = (await response.json()) as { success?: boolean; error?: string; data?: { token: string; previewUrl: string } };
    if (body.success && body.data) return { ok: true, token: body.data.token, previewUrl: body.data.previewUrl };
    return { ok: false, error: body.error ?? "The upload failed; please try again" };
  } catch {
    return { ok: false, error: "The upload failed; please check your connection and try again" };
  }
}

/**
 * The markdown editor: the post's fields, the body with a live preview
 * rendered by the server's sanitizer (one renderer for the preview and the
 * public page; debounced), and a cover image upload through the media
 * pipeline. Saving is a plain form post.
 */
export function BlogEditor({ post, initialPreview, failure, action }: Props) {
  const navigation = useNavigation();
  const preview = useFetcher<{ intent: "preview"; html: string }>({ key: "blog-preview" });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [cover, setCover] = useState<Cover>(null);
  const [coverStatus, setCoverStatus] = useState("");
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedulePreview = (description: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void preview.submit({ intent: "preview", description }, { method: "post", action: formAction });
    }, PREVIEW_DELAY_MS);
  };

  const onCoverChosen = async (file: File | undefined) => {
    if (!file) return;
    setCoverStatus("Uploading…");
    const answer = await uploadCover(file);
    if (answer.ok) {
      setCover({ token: answer.token, previewUrl: answer.previewUrl });
      setCoverStatus("Cover uploaded; save the post to keep it.");
    } else {
      setCover(null);
      setCoverStatus(answer.error);
    }
  };

  const html = preview.data?.html ?? initialPreview;
  // Keep the post in the URL, so that a refused save re-renders this editor.
  const formAction = post ? `${action}?edit=${post.id}` : `${action}?new`;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <section className="admin-section blog-editor" aria-labelledby="blog-editor-heading">
      <h2 id="blog-editor-heading">{post ? `Editing “${post.title}”` : "New post"}</h2>
      {failure?.formError ? (
        <p role="alert" className="form-error">
          {failure.formError}
        </p>
      ) : null}
      <Form method="post" action={formAction} className="blog-editor__form">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={post?.id ?? ""} />
        <input type="hidden" name="coverToken" value={cover?.token ?? ""} />
        <FormField name="title" label="Title" required minLength={BLOG_LIMITS.titleMin} maxLength={BLOG_LIMITS.titleMax} defaultValue={values.title ?? post?.title} error={errors.title} />
        <div className="blog-editor__row">
          <FormField
            name="category"
            label="Category"
            required
            defaultValue={values.category ?? post?.category ?? "Real Estate"}
            error={errors.category}
            options={BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          />
          <FormField
            name="status"
            label="Status"
            required
            defaultValue={values.status ?? post?.status ?? BLOG_DEFAULTS.status}
            error={errors.status}
            options={BLOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === "published" ? "Published" : "Draft"}
              </option>
            ))}
          />
          <FormField name="publishedAt" label="Publication date" type="date" defaultValue={values.publishedAt ?? post?.publishedAt} error={errors.publishedAt} hint="Today when left empty." />
        </div>
        <FormField name="author" label="Author" maxLength={BLOG_LIMITS.authorMax} defaultValue={values.author ?? post?.author} error={errors.author} hint="The agency team when left empty." />
        <FormField name="tags" label="Tags" defaultValue={values.tags ?? post?.tags.join(", ")} error={errors.tags} hint={`Separated by commas; up to ${BLOG_LIMITS.tagsMax}.`} />
        <div className="blog-editor__panes">
          <div className="field">
            <label htmlFor="blog-description">Article (markdown)</label>
            <p id="blog-description-hint" className="field__hint">
              Headings with ##, **bold**, *italic*, [links](https://…), lists with -. HTML is shown as text.
            </p>
            <textarea
              id="blog-description"
              name="description"
              rows={22}
              required
              minLength={BLOG_LIMITS.descriptionMin}
              maxLength={BLOG_LIMITS.descriptionMax}
              defaultValue={values.description ?? post?.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? "blog-description-hint blog-description-error" : "blog-description-hint"}
              onChange={(event) => schedulePreview(event.currentTarget.value)}
            />
            {errors.description ? (
              <p id="blog-description-error" className="field__error">
                {errors.description}
              </p>
            ) : null}
          </div>
          <section className="blog-editor__preview" aria-labelledby="blog-preview-heading" aria-busy={preview.state !== "idle"}>
            <h3 id="blog-preview-heading">Preview</h3>
            <div className="blog-article__body prose" data-testid="blog-preview" dangerouslySetInnerHTML={{ __html: html }} />
          </section>
        </div>
        <fieldset className="blog-editor__cover">
          <legend>Cover image</legend>
          {cover ? (
            <img src={cover.previewUrl} alt="" width={240} className="blog-editor__cover-preview" />
          ) : post?.coverImage ? (
            <p>This post has its own cover image. Upload another to replace it.</p>
          ) : (
            <p>No cover uploaded: one is chosen by the post’s category, title and tags.</p>
          )}
          <label htmlFor="blog-cover-file">Upload a cover (JPEG, PNG, WebP or AVIF, up to 15 MB)</label>
          <input id="blog-cover-file" type="file" accept="image/jpeg,image/png,image/webp,image/avif" onChange={(event) => void onCoverChosen(event.currentTarget.files?.[0])} />
          <p role="status" className="field__hint">
            {coverStatus}
          </p>
          <FormField name="coverAlt" label="Cover description (alt text)" maxLength={200} defaultValue={values.coverAlt ?? post?.coverImage?.alt} />
          {post?.coverImage ? (
            <label className="blog-editor__checkbox">
              <input type="checkbox" name="removeCover" value="1" /> Remove the uploaded cover
            </label>
          ) : null}
        </fieldset>
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Save post"}
        </button>
      </Form>
    </section>
  );
}
