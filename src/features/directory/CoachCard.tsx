import type { CoachCardWire } from '#src/lib/api/types.ts';
import { Avatar } from '#src/ui/components/Avatar/index.ts';
import { Badge } from '#src/ui/components/Badge/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Icon } from '#src/ui/components/Icon/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { designerLocation } from '#src/features/designers/designer.ts';
import { CardTitle, personName, TagList, type CardHeadingLevel } from './cardParts.tsx';
import * as styles from './cards.css.ts';
import { useFavoriteToggle } from './useFavoriteCoaches.ts';

export const onlineText = 'Online now';
export const availableNowText = 'Available now';

export interface CoachCardProps {
  /** The coach as `POST /gimme-dat/` answers it: `online` is whether they are connected right now. */
  coach: CoachCardWire;
  /** The outline level of the coach's name: 3 (default) under a section heading, 2 without one. */
  headingLevel?: CardHeadingLevel;
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return <Icon name={filled ? 'heartFilled' : 'heart'} className={styles.favoriteIcon} />;
}

/**
 * The favourite toggle of one coach: a button that is pressed while the coach is a favourite. Only for
 * someone signed in; the list is shared by every card (`useFavoriteCoaches`).
 */
function FavoriteToggle({ coachId, name }: { coachId: number; name: string }) {
  const favorite = useFavoriteToggle(coachId);
  if (!favorite.shown) return null;
  return (
    <button
      type="button"
      className={styles.favoriteButton}
      aria-pressed={favorite.pressed}
      aria-busy={favorite.pending || undefined}
      onClick={favorite.toggle}
    >
      <HeartIcon filled={favorite.pressed} />
      <VisuallyHidden>Favorite {name}</VisuallyHidden>
    </button>
  );
}

/**
 * A coach (designer) in the directory: picture with a dot when they are online now, name linking to
 * `/designers/{id}`, location, 'Available now' when they take instant bookings, and their expertises
 * as tags. Someone signed in also gets a favourite toggle (docs/spec/features.md §2.3, §6).
 */
export function CoachCard({ coach, headingLevel = 3 }: CoachCardProps) {
  const name = personName(coach);
  const location = designerLocation(coach);
  return (
    <Card as="article" padding="none" interactive className={styles.card}>
      <div className={styles.coachTop}>
        <span className={styles.avatarWrap}>
          <Avatar src={coach.images?.avatar?.image} name={name} size="medium" />
          {coach.online ? (
            <span className={styles.onlineDot}>
              <VisuallyHidden>{onlineText}</VisuallyHidden>
            </span>
          ) : null}
        </span>
      </div>
      <div className={[styles.body, styles.centered].join(' ')}>
        <CardTitle href={`/designers/${coach.id}`} level={headingLevel} centered>
          {name}
        </CardTitle>
        <Text size="sm" tone="muted" align="center" className={styles.oneLine}>
          {location ?? ''}
        </Text>
        <div className={styles.statusRow}>
          {coach.is_available_now ? <Badge>{availableNowText}</Badge> : null}
        </div>
        <TagList
          names={(coach.expertises ?? []).map((expertise) => expertise.name ?? '')}
          label="Expertise"
          centered
        />
      </div>
      <FavoriteToggle coachId={coach.id} name={name} />
    </Card>
  );
}
