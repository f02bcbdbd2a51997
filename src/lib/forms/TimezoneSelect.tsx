import { Select } from '#src/ui/components/Select/index.ts';
import { timezoneOptions } from './timezones.ts';

/** The account's timezone (sign-up and profile): a required select that always lists the chosen one. */
export function TimezoneSelect({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange: (timezone: string) => void;
  error: string | undefined;
}) {
  return (
    <Select
      label="Timezone"
      name="timezone"
      required
      options={timezoneOptions(value)}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}
