import type { ProviderWire } from '#src/lib/api/types.ts';
import { Avatar, initialsOf } from '#src/ui/components/Avatar/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { designerLocation } from '#src/features/designers/designer.ts';
import { CardMedia, CardTitle, personName, type CardHeadingLevel } from './cardParts.tsx';
import * as styles from './cards.css.ts';

/** At most this many team faces show; the rest are counted ('+2 more'). */
export const teamFacesShown = 5;

export interface ProviderCardProps {
  /** The business as `POST /gimme-dat/` (or `GET /providers/{id}`) answers it. */
  provider: ProviderWire;
  /** The outline level of the business's name: 3 (default) under a section heading, 2 without one. */
  headingLevel?: CardHeadingLevel;
}

/**
 * A provider (business) in the directory: its cover (2:1) with its square logo overlapping it, its name
 * linking to `/businesses/{slug}`, its location ('Portland, OR'), a short description (three lines at
 * most) and the faces of its team (`coaches`). Missing pictures keep their place.
 */
export function ProviderCard({ provider, headingLevel = 3 }: ProviderCardProps) {
  const logo = provider.images?.logo?.image?.trim();
  const location = designerLocation(provider);
  const team = provider.coaches ?? [];
  const more = team.length - teamFacesShown;
  return (
    <Card as="article" padding="none" interactive className={styles.card}>
      <CardMedia src={provider.images?.cover?.image} ratio="2 / 1" />
      <div className={styles.logo}>
        {logo ? (
          <Image
            src={logo}
            alt=""
            width={76}
            height={76}
            aspectRatio="1 / 1"
            className={styles.logoImage}
          />
        ) : (
          <span className={styles.logoInitials} aria-hidden="true">
            {initialsOf(provider.name)}
          </span>
        )}
      </div>
      <div className={[styles.body, styles.providerBody].join(' ')}>
        <CardTitle href={`/businesses/${provider.slug}`} level={headingLevel}>
          {provider.name}
        </CardTitle>
        <Text size="sm" tone="muted" className={styles.oneLine}>
          {location ?? ''}
        </Text>
        <Text size="sm" className={styles.threeLines}>
          {provider.description ?? ''}
        </Text>
        {team.length > 0 ? (
          <ul className={styles.team} aria-label="Team">
            {team.slice(0, teamFacesShown).map((coach) => (
              <li key={coach.id} className={styles.teamMember}>
                <Avatar src={coach.images?.avatar?.image} name={personName(coach)} size="small" />
              </li>
            ))}
            {more > 0 ? (
              <li className={styles.teamMore}>
                +{more}
                <VisuallyHidden> more</VisuallyHidden>
              </li>
            ) : null}
          </ul>
        ) : (
          <div className={styles.team} />
        )}
      </div>
    </Card>
  );
}
