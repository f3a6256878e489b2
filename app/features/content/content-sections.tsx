import type { ReactNode } from "react";
import { formatLongDate } from "~/shared/dates/format-dates";
import { CONTENT_PICTURE_SIZE, type ContentPicture } from "./content-pictures";

export type ContentSection = {
  /** Fragment id, also used for the heading's id. */
  id: string;
  title: string;
  body: ReactNode;
  /** A picture under the heading, with its caption. */
  picture?: ContentPicture;
};

/** A section's picture: WebP with a JPEG fallback, loaded as it nears the window. */
function SectionPicture({ picture }: { picture: ContentPicture }) {
  const base = `/images/content/${picture.name}`;
  return (
    <figure className="content-figure">
      <picture>
        <source type="image/webp" srcSet={`${base}.webp`} />
        <img src={`${base}.jpg`} alt={picture.alt} width={CONTENT_PICTURE_SIZE.width} height={CONTENT_PICTURE_SIZE.height} loading="lazy" decoding="async" />
      </picture>
      <figcaption>{picture.caption}</figcaption>
    </figure>
  );
}

/**
 * A long read: an "On this page" list, then one <section> per h2, each with
 * its picture. On wide screens the list stays in view beside the text and
 * marks the section being read (app/features/shell/enhance/toc-follow.ts).
 */
export function ContentSections({
  sections,
  intro,
  updated,
}: {
  sections: ContentSection[];
  intro?: ReactNode;
  /** ISO date of the last change, e.g. "2026-11-01", shown above the text. */
  updated?: string;
}) {
  return (
    <div className="container section content-layout">
      <nav className="toc" aria-labelledby="toc-heading">
        <h2 id="toc-heading" className="toc__heading">
          On this page
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose content-body">
        {updated ? (
          <p className="content-updated">
            Last updated: <time dateTime={updated}>{formatLongDate(updated)}</time>
          </p>
        ) : null}
        {intro}
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.picture ? <SectionPicture picture={section.picture} /> : null}
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}
