import { data } from "react-router";
import type { Route } from "./+types/agent";

/**
 * An agent's profile. Profiles arrive with the content capability; until then
 * no id matches and the visitor gets a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  throw data({ id: params.id }, { status: 404 });
}

export default function Page() {
  return null;
}
