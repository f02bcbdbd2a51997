import type { ProviderWire } from '#src/lib/api/types.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { CardSkeleton } from '#src/features/directory/CardSkeleton.tsx';
import { ProviderCard as BusinessCard } from '#src/features/directory/ProviderCard.tsx';
import { useLoadFailureLog } from '#src/features/directory/useLoadFailureLog.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { grid } from './ProviderCard.css.ts';
import type { ProviderCardContent } from './schema.ts';

export const providerCardLoadingText = 'Loading businesses...';

/**
 * The `provider-card` section: the businesses the editor chose, as provider cards (cover, logo, name
 * linking to the business's page, location, description, team). Skeleton cards while they load; when
 * they cannot be loaded (or none of them exists any more) the section shows nothing and the failure
 * is logged.
 */
export function ProviderCard({
  content,
  data,
}: SectionProps<ProviderCardContent, 'default', ProviderWire[]>) {
  useLoadFailureLog(data.error, '[provider-card] the businesses could not be loaded');

  if (data.data) {
    if (data.data.length === 0) return null;
    return (
      <Container>
        <ul className={grid}>
          {data.data.map((provider) => (
            <li key={provider.id}>
              {/* The section has no heading of its own: each business's name is one. */}
              <BusinessCard provider={provider} headingLevel={2} />
            </li>
          ))}
        </ul>
      </Container>
    );
  }
  if (data.error) return null;
  return (
    <Container>
      <div role="status">
        <VisuallyHidden>{providerCardLoadingText}</VisuallyHidden>
        <ul className={grid}>
          {content.providers.map((id) => (
            <li key={id}>
              <CardSkeleton kind="provider" />
            </li>
          ))}
        </ul>
      </div>
    </Container>
  );
}
