import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#src/ui/components/Button/index.ts';
import { MultiSelect } from '#src/ui/components/FilterMenu/index.ts';
import { Select } from '#src/ui/components/Select/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import * as styles from './CardGrid.css.ts';
import { cardGridWording } from './cardGridWording.ts';
import { hasFilters, topicFromQuery } from './cardQuery.ts';
import { RegionFilter } from './RegionFilter.tsx';
import type { CardType } from './schema.ts';
import type { CardFeed } from './useCardFeed.ts';
import type { CardGridFocus } from './useCardGridFocus.ts';
import { useNamedList } from './useNamedList.ts';

export interface CardGridFiltersProps {
  cardType: CardType;
  /** The filters chosen and how to change them. */
  grid: Pick<CardFeed, 'filters' | 'setFilters'>;
  /** 'Clear all filters' and its busy state (`clearing`) until the cards it asked for are in. */
  focus: Pick<CardGridFocus, 'clearing' | 'clearAllButton'>;
  onClearAll: () => void;
}

/**
 * A feed's header controls: the filters of its card type (region and expertise for designers, region
 * for businesses, tags and topics for posts), the search box and 'Clear all filters'. The expertise,
 * tag and topic lists load when the grid appears.
 */
export function CardGridFilters({ cardType, grid, focus, onClearAll }: CardGridFiltersProps) {
  const { filters, setFilters } = grid;
  const { clearing, clearAllButton } = focus;
  const expertises = useNamedList(cardType === 'coach' ? '/expertises' : null);
  const tags = useNamedList(cardType === 'post' ? '/tags' : null);
  const topics = useNamedList(cardType === 'post' ? '/topics' : null);
  const [searchParams] = useSearchParams();
  const topicParam = searchParams.get('topic');
  const topicApplied = useRef(false);
  const expertiseId = useId();

  // `?topic=` pre-selects the topic of that name (ignoring case) once the topics have loaded.
  useEffect(() => {
    if (topicApplied.current || cardType !== 'post' || topics.length === 0) return;
    topicApplied.current = true;
    const topic = topicFromQuery(topics, topicParam);
    if (topic !== null && !filters.topic.includes(topic)) {
      setFilters({ ...filters, topic: [topic] });
    }
  }, [topics, topicParam, cardType, filters, setFilters]);

  return (
    <div className={styles.controls}>
      {cardType !== 'post' ? (
        <div className={styles.filter}>
          <RegionFilter
            region={filters.region}
            onChange={(region) => setFilters({ ...filters, region })}
          />
        </div>
      ) : null}
      {cardType === 'coach' ? (
        <div className={styles.filter}>
          <Select
            id={expertiseId}
            label="Expertise"
            hideLabel
            placeholder={cardGridWording.expertisePlaceholder}
            options={expertises.map((e) => ({ value: String(e.id), label: e.name }))}
            value={filters.expertise === null ? '' : String(filters.expertise)}
            onValueChange={(value) =>
              setFilters({ ...filters, expertise: value ? Number(value) : null })
            }
          />
        </div>
      ) : null}
      {cardType === 'coach' && filters.expertise !== null ? (
        <Button
          variant="ghost"
          size="small"
          onClick={() => {
            // The button goes with the choice: focus goes back to the select it emptied.
            document.getElementById(expertiseId)?.focus();
            setFilters({ ...filters, expertise: null });
          }}
        >
          {cardGridWording.clearExpertise}
        </Button>
      ) : null}
      {cardType === 'post' ? (
        <>
          <div className={styles.filter}>
            <MultiSelect
              label="Tag"
              placeholder={cardGridWording.tagPlaceholder}
              options={tags.map((t) => ({ value: t.id, label: t.name }))}
              selected={filters.tag}
              onChange={(tag) => setFilters({ ...filters, tag })}
            />
          </div>
          <div className={styles.filter}>
            <MultiSelect
              label="Topic"
              placeholder={cardGridWording.topicPlaceholder}
              options={topics.map((t) => ({ value: t.id, label: t.name }))}
              selected={filters.topic}
              onChange={(topic) => setFilters({ ...filters, topic })}
            />
          </div>
        </>
      ) : null}
      <div className={styles.search}>
        <TextField
          label={cardGridWording.searchLabel[cardType]}
          name="search"
          hideLabel
          type="search"
          placeholder={cardGridWording.searchPlaceholder[cardType]}
          value={filters.search}
          onChange={(event) =>
            setFilters({ ...filters, search: event.target.value }, { debounced: true })
          }
        />
      </div>
      {hasFilters(filters) || clearing ? (
        <Button
          ref={clearAllButton}
          variant="ghost"
          size="small"
          loading={clearing}
          focusableWhileLoading
          onClick={onClearAll}
        >
          {cardGridWording.clearAll}
        </Button>
      ) : null}
    </div>
  );
}
