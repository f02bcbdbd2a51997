import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';
import {
  buttonStyle,
  type ButtonSize,
  type ButtonVariant,
} from '#src/ui/components/Button/Button.tsx';
import { ResolvedAnchor, useResolvedLink } from '#src/ui/components/Link/ResolvedAnchor.tsx';

export interface ButtonLinkProps {
  /** Resolved like any `Link`: a route, '#anchor', an absolute URL, mailto:/tel:, or '#' for none. */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
  /** For content colours chosen in the CMS (e.g. a call-to-action button's colours). */
  style?: CSSProperties;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A link that looks like a `Button`: for actions that go somewhere. Follows the `Link` rules; a
 * link of '#' (or an unsafe one) is not a link, so it renders as plain text without the button look.
 */
export function ButtonLink({
  href,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  children,
  style,
  className,
  onClick,
}: ButtonLinkProps) {
  const resolved = useResolvedLink(href);
  if (resolved.kind === 'text') return <span className={className}>{children}</span>;
  return (
    <ResolvedAnchor
      link={resolved}
      className={[buttonStyle(variant, size, fullWidth), className].filter(Boolean).join(' ')}
      style={style}
      onClick={onClick}
    >
      {children}
    </ResolvedAnchor>
  );
}
