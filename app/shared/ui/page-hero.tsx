import type { ReactNode } from "react";

/** The band every inner page opens with; the header sits over it. */
export function PageHero({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {children ? <div className="page-hero__lead">{children}</div> : null}
      </div>
    </section>
  );
}
