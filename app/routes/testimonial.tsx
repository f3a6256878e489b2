import type { Route } from "./+types/testimonial";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Testimonials",
    description: "What buyers, sellers and villa guests say about working with Sugar Apple Realty on St. John.",
    path: "/testimonial",
  });

export default function Page() {
  return (
    <>
      <PageHero eyebrow="Kind words" title="Testimonials" />
      <div className="container section">
        <EmptyState title="No testimonials yet">
          <p>Reviews from our clients will appear here as soon as they are published.</p>
        </EmptyState>
      </div>
    </>
  );
}
