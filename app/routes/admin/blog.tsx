import { data, redirect, useActionData, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/shared/ui/link";
import { requireUser } from "~/features/accounts/index.server";
import { removeBlog, setBlogStatus } from "~/features/blog/index.server";
import { saveBlogFromForm } from "~/features/blog/index.server";
import { getBlogById, listAllBlogs } from "~/features/blog/index.server";
import { BLOG_LIMITS } from "~/features/blog";
import { renderMarkdown } from "~/shared/markdown/render-markdown.server";
import { AdminBlogList } from "~/features/blog/components";
import { BlogEditor } from "~/features/blog/components";
import { readFormData, type FormFailure } from "~/shared/forms/parse-form";
import adminStylesHref from "~/styles/admin.css?url";
import blogStylesHref from "~/styles/blog.css?url";
import type { Route } from "./+types/blog";
import { throwFailure, throwIfUnexpected } from "~/shared/http/failure-status";
import { sendFailure, sendReplyOrErrorPage } from "~/shared/http/reply";

/**
 * /admin/admindashboard/blog: every stored post, drafts too;
 * write and edit in a markdown editor with a live preview from the server's
 * sanitizer; a cover upload; publish, unpublish, and delete after a
 * confirmation step (each in the audit log). Administrators only: the
 * loader and the action both ask requireUser. Hydrated (the live preview
 * and the upload); saving and the row actions also work without it.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: blogStylesHref },
];

export const meta: Route.MetaFunction = () => [{ title: "Blog | Admin dashboard" }, { name: "robots", content: "noindex" }];

const SECTION = "/admin/admindashboard/blog";
const DONE_MESSAGES: Record<string, string> = {
  saved: "The post was saved.",
  published: "The post is published.",
  unpublished: "The post is now a draft: the public no longer sees it.",
  deleted: "The post was deleted.",
};


export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:blog");
  const params = new URL(request.url).searchParams;
  const editId = params.get("edit");
  const [all, found] = await Promise.all([listAllBlogs(user), editId ? getBlogById(editId, { draftsFor: user }) : null]);
  if (!all.success) throwFailure(all);
  let editing = null;
  let editError: string | null = null;
  if (found) {
    if (found.success) editing = found.data;
    else {
      throwIfUnexpected(found);
      editError = found.error;
    }
  }
  return {
    posts: all.data,
    editor: editing || params.has("new") ? { post: editing, initialPreview: editing ? renderMarkdown(editing.description) : "" } : null,
    editError,
    done: DONE_MESSAGES[params.get("done") ?? ""] ?? null,
  };
}

/** The preview needs no reload of the list. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
}

type ActionReply =
  | { intent: "preview"; html: string }
  | ({ intent: "save" } & FormFailure)
  | { intent: "confirm-delete"; id: string }
  | { intent: "error"; formError: string };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:blog");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");

  if (intent === "preview") {
    const markdown = String(form.get("description") ?? "").slice(0, BLOG_LIMITS.descriptionMax);
    return data<ActionReply>({ intent: "preview", html: renderMarkdown(markdown) });
  }
  if (intent === "save") {
    const result = await saveBlogFromForm(user, form);
    if (!result.success) return sendReplyOrErrorPage({ status: result.status, body: { intent: "save", ...result.body } satisfies ActionReply });
    throw redirect(`${SECTION}?edit=${result.id}&done=saved`, { status: 303 });
  }
  if (intent === "confirm-delete") return data<ActionReply>({ intent: "confirm-delete", id });
  if (intent === "publish" || intent === "unpublish" || intent === "delete") {
    const result = intent === "delete" ? await removeBlog(user, id) : await setBlogStatus(user, id, intent === "publish" ? "published" : "draft");
    if (!result.success) return sendFailure<ActionReply>(result, { intent: "error", formError: result.error });
    throw redirect(`${SECTION}?done=${intent === "delete" ? "deleted" : `${intent}ed`}`, { status: 303 });
  }
  return data<ActionReply>({ intent: "error", formError: "Unknown request" }, { status: 400 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const { posts, editor, editError, done } = loaderData;
  const failure = reply?.intent === "save" ? reply : null;
  const confirmingId = reply?.intent === "confirm-delete" ? reply.id : null;
  const formError = reply?.intent === "error" ? reply.formError : editError;
  return (
    <div className="container section admin-dashboard blog-admin">
      {done ? (
        <p role="status" className="form-success">
          {done}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="form-error">
          {formError}
        </p>
      ) : null}
      {editor || failure ? (
        <BlogEditor key={editor?.post?.id ?? "new"} post={editor?.post ?? null} initialPreview={editor?.initialPreview ?? ""} failure={failure} action={SECTION} />
      ) : null}
      <section className="admin-section" aria-labelledby="blog-posts-heading">
        <div className="blog-admin__heading">
          <h2 id="blog-posts-heading">Blog posts</h2>
          <Link to={`${SECTION}?new`} className="button">
            Write a new post
          </Link>
        </div>
        <AdminBlogList posts={posts} confirmingId={confirmingId} section={SECTION} />
      </section>
    </div>
  );
}
