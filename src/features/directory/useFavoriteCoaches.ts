import { useCallback, useMemo, useState } from 'react';
import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { DataResponse, FavoritesWire } from '#src/lib/api/types.ts';
import { useNotify } from '#src/lib/messages/index.ts';
import { useSession } from '#src/lib/session/SessionProvider.tsx';

/** Shown (as an error toast) when a favourite could not be changed; the heart goes back as it was. */
export const favoriteFailedText = 'Sorry, we could not update your favorites. Please try again.';

export interface FavoriteCoaches {
  /** Whether someone is signed in: the favourite toggle shows only then (docs/spec/features.md §6). */
  signedIn: boolean;
  /** The ids of the signed-in account's favourite coaches (empty for a visitor). */
  favorites: readonly number[];
  isFavorite: (coachId: number) => boolean;
  /**
   * Toggles a coach: shows the change at once, calls `POST /coaches/favorite/{id}` and keeps the list
   * it answers; on failure puts the list back, logs and shows an error toast. Resolves to whether it
   * worked (false for a visitor, who cannot have favourites).
   */
  toggle: (coachId: number) => Promise<boolean>;
}

const noFavorites: readonly number[] = [];

const flip = (ids: readonly number[], id: number) =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

/**
 * The signed-in account's favourite coaches, shared by every card on the page: the list lives in the
 * SWR cache under one key per account, seeded from the account's `favorite_coaches` and replaced by
 * what each toggle answers, so all cards of a coach agree (and stay agreed across client navigation).
 */
export function useFavoriteCoaches(): FavoriteCoaches {
  const { account } = useSession();
  const api = useApi();
  const notify = useNotify();
  const key = account ? `favorite-coaches:${account.id}` : null;
  const seed = useMemo(
    () => account?.favorite_coaches?.map((favorite) => favorite.id) ?? noFavorites,
    [account],
  );
  // No fetcher: the list only changes through `toggle` (the seed comes with the account).
  const { data, mutate } = useSWR<readonly number[]>(key, null, {
    fallbackData: seed,
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const favorites = key ? (data ?? seed) : noFavorites;

  const toggle = useCallback(
    async (coachId: number): Promise<boolean> => {
      if (!key) return false;
      try {
        await mutate(
          api
            .post<DataResponse<FavoritesWire>>(`/coaches/favorite/${coachId}`)
            .then((answer) => answer.data.map((favorite) => favorite.id)),
          {
            // From what is on screen, so a second toggle during the first builds on it.
            optimisticData: (committed, displayed) => flip(displayed ?? committed ?? seed, coachId),
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          },
        );
        return true;
      } catch (error) {
        console.error(`[favorites] toggling coach ${coachId} failed`, error);
        notify({ message: favoriteFailedText, status: 'error' });
        return false;
      }
    },
    [api, key, mutate, notify, seed],
  );

  const isFavorite = useCallback((coachId: number) => favorites.includes(coachId), [favorites]);
  return { signedIn: key !== null, favorites, isFavorite, toggle };
}

export interface FavoriteToggle {
  /** Whether the toggle shows at all: only for someone signed in. */
  shown: boolean;
  /** Whether the coach is a favourite (the button's `aria-pressed`). */
  pressed: boolean;
  /** While a change is on its way (the button's `aria-busy`). */
  pending: boolean;
  toggle: () => void;
}

/** The state of one coach's favourite toggle, for the directory's cards and the profile alike. */
export function useFavoriteToggle(coachId: number): FavoriteToggle {
  const { signedIn, isFavorite, toggle } = useFavoriteCoaches();
  const [pending, setPending] = useState(false);
  return {
    shown: signedIn,
    pressed: isFavorite(coachId),
    pending,
    toggle: () => {
      // One call at a time per toggle; the heart has already changed, so a second press waits.
      if (pending) return;
      setPending(true);
      void toggle(coachId).finally(() => setPending(false));
    },
  };
}
