import { data } from "react-router";
import type { Route } from "./+types/rental";

/**
 * A rental property page. Rentals arrive with the listings capability; until
 * then no slug matches and the visitor gets a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  throw data({ slug: params.slug }, { status: 404 });
}

export default function Page() {
  return null;
}
