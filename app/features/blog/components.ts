/** The blog components, for routes and other features' pages; everything else is internal to it. */
export { AdminBlogList } from "./ui/admin-blog-list";
export { BlogCard } from "./ui/blog-card";
export { BlogEditor } from "./ui/blog-editor";
export { BlogArticle } from "./ui/blog-article";
