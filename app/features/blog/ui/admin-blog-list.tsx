import { Form } from "react-router";
import { AdminTable, RowAction, type AdminColumn } from "~/shared/tables/admin-table";
import { ConfirmStep } from "~/shared/ui/confirm-step";
import { Link } from "~/shared/ui/link";
import { formatPostDate, isPublicPost, type BlogPost } from "../blog-rules";

type Props = {
  posts: BlogPost[];
  /** The post whose deletion waits for a second click. */
  confirmingId: string | null;
  section: string;
};

function PostActions({ post, confirming, section }: { post: BlogPost; confirming: boolean; section: string }) {
  const published = isPublicPost(post);
  const toggle = published ? "Unpublish" : "Publish";
  return (
    <>
      <Link to={`${section}?edit=${post.id}`} aria-label={`Edit “${post.title}”`}>
        Edit
      </Link>
      <RowAction id={post.id} intent={toggle.toLowerCase()} label={toggle} ariaLabel={`${toggle} “${post.title}”`} action={section} />
      {confirming ? (
        <ConfirmStep
          question={`Delete “${post.title}” for good?`}
          confirm={
            <Form method="post" action={section}>
              <input type="hidden" name="id" value={post.id} />
              <button type="submit" name="intent" value="delete" className="button button--danger">
                Yes, delete
              </button>
            </Form>
          }
          cancelHref={section}
        />
      ) : (
        <RowAction id={post.id} intent="confirm-delete" label="Delete" ariaLabel={`Delete “${post.title}”`} className="button button--danger-ghost" action={section} />
      )}
    </>
  );
}

/** Every stored post, drafts too, newest first, each with its edit link, publish switch and delete step. */
export function AdminBlogList({ posts, confirmingId, section }: Props) {
  const columns: AdminColumn<BlogPost>[] = [
    { header: "Title", rowHeader: true, cell: (post) => (isPublicPost(post) ? <a href={`/blog/${post.id}`}>{post.title}</a> : post.title) },
    {
      header: "Status",
      cell: (post) => {
        const published = isPublicPost(post);
        return <span className={`review-status review-status--${published ? "approved" : "pending"}`}>{published ? "Published" : "Draft"}</span>;
      },
    },
    { header: "Date", cell: (post) => <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> },
    { header: "Views", cell: (post) => post.views },
    { header: "Likes", cell: (post) => post.likes },
    {
      header: "Actions",
      className: "blog-admin__actions",
      cell: (post) => <PostActions post={post} confirming={confirmingId === post.id} section={section} />,
    },
  ];
  return (
    <AdminTable
      caption="Blog posts, newest first"
      columns={columns}
      rows={posts}
      rowKey={(post) => post.id}
      empty={<p>No posts yet. The two built-in articles are part of the site and always shown.</p>}
    />
  );
}
