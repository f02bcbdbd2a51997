export { Link, type LinkProps, type LinkVariant } from './Link.tsx';
export { linkVariants } from './Link.css.ts';
export { resolveLink, type ResolvedLink } from './resolveLink.ts';
export { ResolvedAnchor, useResolvedLink, type ResolvedAnchorProps } from './ResolvedAnchor.tsx';
export { canPrefetch } from './prefetchPolicy.ts';
export { scrollToAnchor } from './scrollToAnchor.ts';
