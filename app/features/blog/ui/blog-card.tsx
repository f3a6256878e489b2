import { ResponsiveImage } from "~/features/media/components";
import { formatPostDate, type BlogCardData } from "../blog-rules";

/** One post in the list: cover, category, title (its link covers the card), date and the opening words. */
export function BlogCard({ card, priority = false }: { card: BlogCardData; priority?: boolean }) {
  return (
    <article className="blog-card">
      <div className="blog-card__media">
        <ResponsiveImage image={card.cover} sizes="(min-width: 64rem) 380px, (min-width: 40rem) 50vw, 100vw" priority={priority} className="blog-card__image" />
      </div>
      <div className="blog-card__body">
        <p className="blog-card__category">{card.category}</p>
        <h2 className="blog-card__title">
          <a className="blog-card__link" href={`/blog/${card.id}`}>
            {card.title}
          </a>
        </h2>
        <p className="blog-card__meta">
          <time dateTime={card.publishedAt}>{formatPostDate(card.publishedAt)}</time>
        </p>
        <p className="blog-card__excerpt">{card.excerpt}</p>
      </div>
    </article>
  );
}
