import { memo, useMemo } from 'react';
import { Select, type SelectOption } from '#src/ui/components/Select/index.ts';
import { findRegion, regionCountries } from '#src/lib/forms/regions.ts';
import { regionValue } from './providerForm.ts';

/** Every state, province and territory, grouped by country; values carry the country (WA is in two). */
const regionGroups = regionCountries.map((country) => ({
  label: country.label,
  options: country.regions.map((region) => ({
    value: regionValue(country.code, region.value),
    label: region.label,
  })),
}));

export interface ProviderRegionSelectProps {
  id: string;
  label: string;
  country: string;
  state: string;
  /** Called with the chosen option's value (`regionFromValue` reads the country and state back). */
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The business's state or province. The select holds 72 options: it re-renders only when its own
 * props change, not on every keystroke elsewhere in the form. A saved value that is not in the lists
 * stays, on top.
 */
export const ProviderRegionSelect = memo(function ProviderRegionSelect({
  id,
  label,
  country,
  state,
  onChange,
  error,
}: ProviderRegionSelectProps) {
  const extraOptions = useMemo<SelectOption[]>(
    () =>
      state && !findRegion(state, country)
        ? [{ value: regionValue(country, state), label: state }]
        : [],
    [state, country],
  );
  return (
    <Select
      id={id}
      label={label}
      required
      options={extraOptions}
      groups={regionGroups}
      value={regionValue(country, state)}
      onValueChange={onChange}
      placeholder="Choose a state or province"
      error={error}
    />
  );
});
