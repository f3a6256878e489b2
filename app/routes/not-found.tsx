import { data } from "react-router";

/** Paths of two or more segments that match nothing: a real 404. */
export async function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
