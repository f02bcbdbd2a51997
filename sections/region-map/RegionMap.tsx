import { useState } from 'react';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { UsMap, usStateName, type UsMapStateCode } from '#src/ui/components/UsMap/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { formatCount } from '#src/lib/format/formatCount.ts';
import { usRegionOf, usRegions, usStates, type UsRegion } from '#src/lib/forms/regions.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import * as styles from './RegionMap.css.ts';
import type { RegionMapContent } from './schema.ts';

const regions = Object.keys(usRegions) as UsRegion[];

/** A region's states and DC, alphabetical by name. */
function statesOf(region: UsRegion): UsMapStateCode[] {
  const members: readonly string[] = usRegions[region];
  return usStates
    .map((state) => state.value)
    .filter((code): code is UsMapStateCode => members.includes(code));
}

/** "13 states", or "16 states and DC" for the South. */
function countOf(region: UsRegion): string {
  const codes = statesOf(region);
  const states = codes.filter((code) => code !== 'DC').length;
  return `${formatCount(states, { one: 'state', other: 'states' })}${codes.includes('DC') ? ' and DC' : ''}`;
}

/** Every state in its region's light colour; the selected region's states in its dark one. */
function fillsFor(selected: UsRegion | null) {
  return Object.fromEntries(
    regions.flatMap((region) =>
      statesOf(region).map((code) => [
        code,
        styles.regionColours[region][region === selected ? 'dark' : 'light'],
      ]),
    ),
  );
}

/**
 * A map of the US coloured by the four Census regions, with a legend. Pointing at a state, tapping
 * it or moving to it from the keyboard selects its whole region: its states are outlined, and the
 * region's name and states are shown (and announced). The region stays selected until another is
 * chosen, so the reader can move on to read it.
 */
export function RegionMap({ content, background }: SectionProps<RegionMapContent>) {
  const [selected, setSelected] = useState<UsRegion | null>(null);
  const tone = background === 'green' ? 'inverse' : 'default';
  const selectedStates = selected ? statesOf(selected) : [];

  return (
    <Container>
      <Stack space="xlarge">
        <Stack space="small" className={styles.intro}>
          <Heading level={2} tone={tone}>
            {content.headline}
          </Heading>
          <RichText html={content.body} tone={tone} />
        </Stack>
        <div className={styles.layout}>
          <UsMap
            label="US regions by state"
            fills={fillsFor(selected)}
            highlight={selectedStates}
            onHover={(code) => {
              if (code) setSelected(usRegionOf(code));
            }}
          />
          <Stack space="large">
            <ul className={styles.legend} aria-label="Regions">
              {regions.map((region) => (
                <li
                  key={region}
                  className={styles.legendItem}
                  data-active={region === selected ? '' : undefined}
                >
                  <span
                    className={styles.swatch({ region, active: region === selected })}
                    aria-hidden="true"
                  />
                  <span>
                    {region} ({countOf(region)}
                    <VisuallyHidden>
                      : {statesOf(region).map(usStateName).join(', ')}
                    </VisuallyHidden>
                    )
                  </span>
                </li>
              ))}
            </ul>
            <div role="status">
              {selected ? (
                <Stack space="xsmall">
                  <p className={styles.regionName}>{selected}</p>
                  <p className={styles.regionStates}>
                    {countOf(selected)}: {selectedStates.map(usStateName).join(', ')}.
                  </p>
                </Stack>
              ) : (
                <p className={styles.regionStates}>
                  Point to or tap a state to see its region. From the keyboard, Tab to the map and
                  move between states with the arrow keys.
                </p>
              )}
            </div>
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
