import { useState } from 'react';
import { Button } from '#src/components/Button/index.ts';
import { VisuallyHidden } from '#src/components/VisuallyHidden/index.ts';
import { HeartIcon } from './CoachCard.tsx';
import { useFavoriteCoaches } from './useFavoriteCoaches.ts';

/**
 * The favourite toggle of a designer's profile: a labelled button, pressed while the designer is a
 * favourite; only for someone signed in (docs/spec/features.md §2.10, §6). It shares the favourites of
 * the directory's cards (`useFavoriteCoaches`), so both agree.
 */
export function FavoriteButton({ coachId, name }: { coachId: number; name: string }) {
  const { signedIn, isFavorite, toggle } = useFavoriteCoaches();
  const [pending, setPending] = useState(false);
  if (!signedIn) return null;
  const pressed = isFavorite(coachId);
  return (
    <Button
      variant="outline"
      size="small"
      aria-pressed={pressed}
      aria-busy={pending || undefined}
      onClick={() => {
        if (pending) return;
        setPending(true);
        void toggle(coachId).finally(() => setPending(false));
      }}
    >
      <HeartIcon filled={pressed} />
      Favorite
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}
