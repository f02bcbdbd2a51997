import { Button } from '#src/ui/components/Button/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { HeartIcon } from './CoachCard.tsx';
import { useFavoriteToggle } from './useFavoriteCoaches.ts';

/**
 * The favourite toggle of a designer's profile: a labelled button, pressed while the designer is a
 * favourite; only for someone signed in (docs/spec/features.md §2.10, §6). It shares the favourites of
 * the directory's cards (`useFavoriteCoaches`), so both agree.
 */
export function FavoriteButton({ coachId, name }: { coachId: number; name: string }) {
  const favorite = useFavoriteToggle(coachId);
  if (!favorite.shown) return null;
  return (
    <Button
      variant="outline"
      size="small"
      aria-pressed={favorite.pressed}
      aria-busy={favorite.pending || undefined}
      onClick={favorite.toggle}
    >
      <HeartIcon filled={favorite.pressed} />
      Favorite
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}
