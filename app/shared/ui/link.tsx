import { createContext, useContext, type ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, useLocation } from "react-router";

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
  return <a href={props.to} {...anchorProps(props)} />;
}

/** A link's props an anchor takes: without the router's own. */
function anchorProps<Props extends LinkProps>(props: Props) {
  const { to: _to, prefetch: _prefetch, reloadDocument: _reload, replace: _replace, state: _state, preventScrollReset: _scroll, relative: _relative, viewTransition: _transition, discover: _discover, ...anchor } = props;
  return anchor;
}

/** Only plain class names, styles and children: the forms that take the link's state are not used here. */
type NavLinkProps = Omit<ComponentProps<typeof RouterNavLink>, "className" | "style" | "children"> & Pick<LinkProps, "className" | "style" | "children">;

/**
 * The site's navigation link: React Router's `NavLink` on a hydrated page; on
 * a page without React, an anchor marked as the current page as `NavLink`
 * marks it (class "active", aria-current="page"): its path, or (without
 * `end`) a path below it, compared without regard to case.
 */
export function NavLink(props: NavLinkProps) {
  const plain = useContext(PlainLinksContext);
  const { pathname } = useLocation();
  if (!plain || typeof props.to !== "string") return <RouterNavLink {...props} />;
  const { end, caseSensitive: _case, className, ...rest } = props;
  const here = pathname.toLowerCase();
  const target = props.to.toLowerCase();
  const current = here === target || (!end && target !== "/" && here.startsWith(`${target.replace(/\/$/, "")}/`));
  return <a href={props.to} className={current ? [className, "active"].filter(Boolean).join(" ") : className} aria-current={current ? "page" : undefined} {...anchorProps(rest)} />;
}
