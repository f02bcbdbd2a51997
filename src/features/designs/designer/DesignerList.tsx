import type { CoachCardWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import type { HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import * as styles from './ChooseDesigner.css.ts';
import { chooseDesignerWording as words } from './chooseDesignerWording.ts';
import { DesignerCard } from './DesignerCard.tsx';
import { isFavorite } from './designerList.ts';
import type { useDesignerList } from './useDesignerList.ts';

/**
 * The designers to choose from, each on a card; while they load, the loader; when they could not be
 * fetched, why, with 'Try again'.
 */
export function DesignerList({
  list,
  designers,
  favoriteIds,
  headingLevel,
  onPreload,
  onChoose,
}: {
  /** The list's request (its error and retry); `designers` is what it answered, sorted and filtered. */
  list: ReturnType<typeof useDesignerList>;
  designers: readonly CoachCardWire[] | undefined;
  favoriteIds: readonly number[];
  headingLevel: HeadingLevel;
  onPreload?: () => void;
  onChoose: (designer: CoachCardWire) => void;
}) {
  if (!designers && list.error && !list.isValidating) {
    return (
      <p className={styles.errorLine} role="alert">
        {words.loadFailed}
        <Button variant="outline" size="small" onClick={() => void list.mutate()}>
          {words.tryAgain}
        </Button>
      </p>
    );
  }
  if (!designers) return <Loader label={words.loading} />;
  if (designers.length === 0) return <Text>{words.none}</Text>;
  return (
    <ul className={styles.grid} aria-label={words.listLabel}>
      {designers.map((designer) => (
        <li key={designer.id} className={styles.cardItem}>
          <DesignerCard
            designer={designer}
            favorite={isFavorite(designer, favoriteIds)}
            headingLevel={headingLevel}
            onPreload={onPreload}
            onChoose={() => onChoose(designer)}
          />
        </li>
      ))}
    </ul>
  );
}
