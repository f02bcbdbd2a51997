import { useId } from 'react';
import { Container } from '#src/ui/components/Container/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import type { DesignBannerState } from './DesignBanner.tsx';
import * as styles from './extras.css.ts';

export const designBannerWording = {
  title: 'Your kitchen garden design',
  created:
    'Your design is in progress. Tell us about your garden so your designer can get started.',
  createdLink: 'Provide Your Information',
  complete: 'Your completed design is ready to view.',
  completeLink: 'View Your Design',
} as const;

/** The banner itself (site/shell/DesignBanner.tsx decides whether and which). */
export function DesignBannerPanel({ state }: { state: NonNullable<DesignBannerState> }) {
  const titleId = useId();
  const href = `/account/designs/${encodeURIComponent(state.designId)}`;
  return (
    <section
      aria-labelledby={titleId}
      className={styles.designBanner}
      data-shell-part="design-banner"
    >
      <Container>
        <div className={styles.designBannerInner}>
          <h2 id={titleId} className={styles.designBannerTitle}>
            {designBannerWording.title}
          </h2>
          <p className={styles.designBannerText}>
            {state.kind === 'created' ? designBannerWording.created : designBannerWording.complete}
          </p>
          <Link href={href} variant="plain">
            {state.kind === 'created'
              ? designBannerWording.createdLink
              : designBannerWording.completeLink}
          </Link>
        </div>
      </Container>
    </section>
  );
}
