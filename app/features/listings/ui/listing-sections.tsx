import { paragraphs } from "./listing-format";

/** A headed block of server-sanitized HTML (a listing's description); nothing when it is empty. */
export function HtmlSection({ id, title, html }: { id: string; title: string; html: string }) {
  if (!html.trim()) return null;
  return (
    <section className="listing-section listing-description" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/** A headed block of prose (house rules); nothing when the text is empty. */
export function TextSection({ id, title, text }: { id: string; title: string; text: string | null | undefined }) {
  const blocks = paragraphs(text);
  if (blocks.length === 0) return null;
  return (
    <section className="listing-section listing-description" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {blocks.map((block, index) => (
        <p key={index}>{block}</p>
      ))}
    </section>
  );
}

/** A headed bullet list (features, amenities); nothing when the list is empty. */
export function ListSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="listing-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <ul className="listing-features">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
