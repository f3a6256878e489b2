/** Where each share link goes: plain links, no third-party scripts (docs/decisions/0007). */
export function shareTargets(url: string, title: string) {
  const text = `${title} ${url}`;
  return [
    { name: "E-mail", href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`, external: false },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(text)}`, external: true },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`, external: true },
  ];
}

/** Copy link (made to work by the listing island's share-copy.ts), e-mail, WhatsApp and Facebook for one page. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className="share">
      <h3 className="share__heading">Share</h3>
      <ul className="share__list">
        <li>
          <button type="button" className="share__link" data-copy-link={url}>
            Copy link
          </button>
        </li>
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a
              className="share__link"
              href={target.href}
              {...(target.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {target.name}
              {target.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
            </a>
          </li>
        ))}
      </ul>
      <p className="share__status" role="status" />
    </div>
  );
}
