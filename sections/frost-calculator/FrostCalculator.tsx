import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import type { FrostResultWire } from '#src/lib/api/types.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import * as styles from './FrostCalculator.css.ts';
import {
  altitudeInFeet,
  completenessMeaning,
  isZip,
  readableFrostDate,
  zipFromQuery,
  zipInput,
} from './frostDates.ts';
import type { FrostCalculatorContent } from './schema.ts';
import { useFrostDates } from './useFrostDates.ts';

export const frostWording = {
  zipLabel: 'Zip code',
  submit: 'See Frost Dates',
  loading: 'Loading...',
  notFound: "Sorry, we couldn't find frost data for that zip code.",
  disclaimer:
    'Frost dates are NOAA 1991–2020 climate normals for the nearest weather station, at 30% probability: in three years out of ten, frost comes later in spring or earlier in fall than these dates. ',
} as const;

function FrostDetails({ result }: { result: Extract<FrostResultWire, { error: false }> }) {
  const rows: [string, string][] = [
    ['Weather station', result.station_name],
    ['Altitude', `${altitudeInFeet(result.altitude).toLocaleString('en-US')} feet`],
    ['Last spring frost', readableFrostDate(result.last_spring)],
    ['First fall frost', readableFrostDate(result.first_fall)],
  ];
  return (
    <Stack space="small">
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Text size="sm" tone="muted">
        {frostWording.disclaimer}
        The station&rsquo;s record is {result.completeness} (
        {completenessMeaning[result.completeness]}). Completeness codes: S = {completenessMeaning.S}
        ; R = {completenessMeaning.R}; P = {completenessMeaning.P}; E = {completenessMeaning.E}.
      </Text>
    </Stack>
  );
}

/**
 * The frost-date lookup: a zip code in, the nearest weather station's last spring and first fall
 * frost out. A `zip` in the page's address fills the field and looks it up at once.
 */
export function FrostCalculator({ content, background }: SectionProps<FrostCalculatorContent>) {
  const [searchParams] = useSearchParams();
  const fromQuery = zipFromQuery(searchParams.get('zip'));
  const [zip, setZip] = useState(fromQuery ?? '');
  const [asked, setAsked] = useState<string | null>(fromQuery);
  const { result, isLoading } = useFrostDates(asked);
  const inverse = background === 'green';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isZip(zip)) setAsked(zip);
  }

  return (
    <Container width="reading">
      <Stack space="large">
        <Stack space="small">
          <Heading level={2} tone={inverse ? 'inverse' : 'default'}>
            {content.headline}
          </Heading>
          <RichText html={content.body} />
        </Stack>
        <Card tone={background === 'white' ? 'beige' : 'white'}>
          <Stack space="medium">
            <form className={styles.lookup} onSubmit={handleSubmit} noValidate>
              <TextField
                label={frostWording.zipLabel}
                name="zip"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                value={zip}
                hint="Five digits, US only"
                onChange={(event) => setZip(zipInput(event.target.value))}
              />
              <Button type="submit" disabled={!isZip(zip)}>
                {frostWording.submit}
              </Button>
            </form>
            {/* Announced when it changes: the loading line, the answer or the apology. */}
            <div aria-live="polite" aria-busy={isLoading}>
              {isLoading ? (
                <Text>{frostWording.loading}</Text>
              ) : result?.error === true ? (
                <Text tone="error">{frostWording.notFound}</Text>
              ) : result ? (
                <FrostDetails result={result} />
              ) : null}
            </div>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
