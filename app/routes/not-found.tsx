import { throwFailure } from "~/shared/http/failure-status";

/** Paths of two or more segments that match nothing: a real 404. */
export async function loader() {
  throwFailure({ code: "not_found" });
}

export default function Page() {
  return null;
}
