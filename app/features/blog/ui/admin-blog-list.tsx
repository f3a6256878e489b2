import { useEffect, useReducer } from "react";
import { Form } from "react-router";
import { Link } from "~/shared/ui/link";
import { formatPostDate, isPublicPost, type BlogPost } from "../blog-rules";
import { blogReducer, blogRemoved, blogsReceived, blogUpdated, initialBlogState } from "../blog-state";
import { ConfirmStep } from "~/shared/ui/confirm-step";

type Props = {
  posts: BlogPost[];
  fetchedAt: string;
  /** The post whose deletion waits for a second click. */
  confirmingId: string | null;
  section: string;
};

/**
 * Every stored post, drafts too, in the blog list state: the loader's
 * list arrives as a fetch; publishing, unpublishing and deleting update or
 * remove the row at once (the store's update and remove by id) while the
 * plain form post runs, and the reloaded list replaces it after.
 */
export function AdminBlogList({ posts, fetchedAt, confirmingId, section }: Props) {
  const [state, dispatch] = useReducer(blogReducer, undefined, () => blogReducer(initialBlogState, blogsReceived(posts, fetchedAt)));
  useEffect(() => dispatch(blogsReceived(posts, fetchedAt)), [posts, fetchedAt]);

  if (state.storedBlogs.length === 0) return <p>No posts yet. The two built-in articles are part of the site and always shown.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Blog posts, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">Views</th>
            <th scope="col">Likes</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {state.storedBlogs.map((post) => {
            const published = isPublicPost(post);
            return (
              <tr key={post.id}>
                <th scope="row">{published ? <a href={`/blog/${post.id}`}>{post.title}</a> : post.title}</th>
                <td>
                  <span className={`review-status review-status--${published ? "approved" : "pending"}`}>{published ? "Published" : "Draft"}</span>
                </td>
                <td>
                  <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
                </td>
                <td>{post.views}</td>
                <td>{post.likes}</td>
                <td className="blog-admin__actions">
                  <Link to={`${section}?edit=${post.id}`} aria-label={`Edit “${post.title}”`}>
                    Edit
                  </Link>
                  <Form method="post" action={section} onSubmit={() => dispatch(blogUpdated(post.id, { status: published ? "draft" : "published" }))}>
                    <input type="hidden" name="id" value={post.id} />
                    <button type="submit" name="intent" value={published ? "unpublish" : "publish"} className="button button--ghost" aria-label={`${published ? "Unpublish" : "Publish"} “${post.title}”`}>
                      {published ? "Unpublish" : "Publish"}
                    </button>
                  </Form>
                  {confirmingId === post.id ? (
                    <ConfirmStep
                      question={`Delete “${post.title}” for good?`}
                      confirm={
                        <Form method="post" action={section} onSubmit={() => dispatch(blogRemoved(post.id))}>
                          <input type="hidden" name="id" value={post.id} />
                          <button type="submit" name="intent" value="delete" className="button button--danger">
                            Yes, delete
                          </button>
                        </Form>
                      }
                      cancelHref={section}
                    />
                  ) : (
                    <Form method="post" action={section}>
                      <input type="hidden" name="id" value={post.id} />
                      <button type="submit" name="intent" value="confirm-delete" className="button button--danger-ghost" aria-label={`Delete “${post.title}”`}>
                        Delete
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
