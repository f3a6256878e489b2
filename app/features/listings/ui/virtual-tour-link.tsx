/**
 * A listing's virtual tour, hosted elsewhere: it opens in a new tab, says
 * so, and passes no referrer or ranking to the host.
 */
export function VirtualTourLink({ url, title }: { url: string | null | undefined; title: string }) {
  if (!url) return null;
  return (
    <p className="listing-tour">
      <a className="button button--ghost" href={url} target="_blank" rel="noopener noreferrer nofollow">
        Take the virtual tour<span className="visually-hidden"> of {title} (opens in a new tab)</span>
      </a>
    </p>
  );
}
