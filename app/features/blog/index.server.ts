/** What other parts of the app may use of blog on the server; everything else is internal to it. */
export { listBlogSitemapEntries } from "./blog-sitemap.server";
export { removeBlog, setBlogStatus } from "./blog-admin.server";
export { likeOnce, likedPosts } from "./blog-likes.server";
export { loadBlogArticlePage, loadBlogListPage } from "./blog-pages.server";
export { countArticleView } from "./blog-views.server";
export type { ArticleVisit } from "./blog-views.server";
export { getBlogById, listAllBlogs } from "./blog-posts.server";
export { saveBlogFromForm } from "./save-blog.server";
export { seedDemoBlog } from "./seed-blog.server";
