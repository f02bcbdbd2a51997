import { Button } from '#src/ui/components/Button/index.ts';
import { FilterMenu } from '#src/ui/components/FilterMenu/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { UsMap, isUsMapStateCode, usStateName } from '#src/ui/components/UsMap/index.ts';
import * as styles from './CardGrid.css.ts';

/** The countries beside the US map: a region filter is US states, or one of them. */
export const regionCountryChoices = [
  { value: 'canada', label: 'Canada' },
  { value: 'australia', label: 'Australia' },
] as const;

export const regionPlaceholder = 'Select a region';

/** 'Oregon, Washington', 'Canada'… */
export function regionSummary(region: readonly string[]): string {
  return region
    .map(
      (value) =>
        regionCountryChoices.find((country) => country.value === value)?.label ??
        (isUsMapStateCode(value) ? usStateName(value) : value),
    )
    .join(', ');
}

/**
 * The region filter (docs/spec/features.md §2.3): a dropdown (a modal under 768 px) with the US map —
 * click or press a state to add or remove it, the chosen ones highlighted — plus Canada or Australia
 * (a country replaces the states, and a state the country); a clear control resets it.
 */
export function RegionFilter({
  region,
  onChange,
}: {
  region: readonly string[];
  onChange: (region: string[]) => void;
}) {
  const states: string[] = region.filter((value) => isUsMapStateCode(value));
  const toggleState = (code: string) =>
    onChange(states.includes(code) ? states.filter((s) => s !== code) : [...states, code]);
  const chooseCountry = (country: string) => onChange(region.includes(country) ? [] : [country]);
  return (
    <FilterMenu
      label="Region"
      summary={regionSummary(region)}
      placeholder={regionPlaceholder}
      onClear={() => onChange([])}
    >
      <Stack space="medium">
        <Text size="sm">Choose one or more states, or a country.</Text>
        <div className={styles.regionMap}>
          <UsMap label="Filter by state" selected={states} onToggle={toggleState} />
        </div>
        <div className={styles.countries}>
          {regionCountryChoices.map((country) => (
            <Button
              key={country.value}
              variant={region.includes(country.value) ? 'primary' : 'outline'}
              size="small"
              aria-pressed={region.includes(country.value)}
              onClick={() => chooseCountry(country.value)}
            >
              {country.label}
            </Button>
          ))}
        </div>
      </Stack>
    </FilterMenu>
  );
}
