import { createContext, useContext, type ComponentProps } from "react";
import { Link as RouterLink } from "react-router";

/**
 * True while rendering a page that ships no React to the browser
 * (`handle.hydrate === false`): the root layout provides it.
 */
export const PlainLinksContext = createContext(false);

type LinkProps = ComponentProps<typeof RouterLink>;

/**
 * The site's link. On a page React hydrates it is React Router's `Link`
 * (navigation without a reload, prefetching); on a page without React in the
 * browser it can only ever be an anchor, so it renders one, skipping the
 * router's path resolution that made links a tenth of such a page's
 * rendering time (docs/decisions/0053). Every `to` in the site is an
 * absolute path or a query, which an anchor resolves the same way.
 */
export function Link(props: LinkProps) {
  const plain = useContext(PlainLinksContext);
  if (!plain || typeof props.to !== "string") return <RouterLink {...props} />;
  const { to, prefetch: _prefetch, reloadDocument: _reload, replace: _replace, state: _state, preventScrollReset: _scroll, relative: _relative, viewTransition: _transition, discover: _discover, ...anchor } = props;
  return <a href={to} {...anchor} />;
}
