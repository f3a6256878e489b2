/** Placeholder until this endpoint is built. */
export function loader() {
  return new Response(null, { status: 404 });
}
