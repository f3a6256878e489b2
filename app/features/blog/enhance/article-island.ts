import { articleViewPath } from "../blog-rules";
import type { ArticleVisit } from "../blog-views.server";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * A stored post's page is the same for every visitor (the page cache keeps
 * it), so two things are done here, in the browser: the visit is counted,
 * and a browser that already likes the post sees so. One request does both;
 * the counts shown are brought up to date from its answer.
 */
export function enhanceArticle(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-article-id]");
  const id = form?.dataset.articleId;
  if (!form || !id) return;
  void fetch(articleViewPath(id), { method: "POST", credentials: "same-origin", headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<{ success: true } & ArticleVisit>) : null))
    .then((visit) => {
      if (!visit) return;
      const views = document.querySelector("[data-article-views]");
      const likes = form.querySelector("[data-article-likes]");
      if (views && visit.views !== null) views.textContent = count(visit.views, "view", "views");
      if (likes && visit.likes !== null) likes.textContent = count(visit.likes, "like", "likes");
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      if (visit.liked && button) {
        button.disabled = true;
        button.setAttribute("aria-pressed", "true");
        button.textContent = "You like this";
      }
    })
    .catch(() => undefined);
}
