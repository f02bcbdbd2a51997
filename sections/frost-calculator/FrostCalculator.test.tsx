import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { frostCalculatorSections } from '#src/demo/sections/frost-calculator.ts';
import { apiStates } from '#sections/_story/sectionCatalogue.tsx';
import { renderSection, testSectionSchema } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import { frostWording } from './FrostCalculator.tsx';
import * as stories from './FrostCalculator.stories.tsx';
import { altitudeInFeet, isZip, readableFrostDate, zipFromQuery, zipInput } from './frostDates.ts';
import frostCalculatorModule from './index.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers GET /frost-calc for Denver (80202) and with the error flag otherwise; records the zips asked. */
function answerFrost() {
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/frost-calc', ({ request }) => {
      const zip = new URL(request.url).searchParams.get('zip');
      asked.push(zip);
      return HttpResponse.json({
        data:
          zip === '80202'
            ? {
                zip,
                error: false,
                station_name: 'DENVER INTL AIRPORT',
                altitude: 1650,
                last_spring: '05/05',
                first_fall: '03/10',
                completeness: 'S',
              }
            : { zip, error: true },
      });
    }),
  );
  return asked;
}

const content = { headline: 'Frost dates' };
const zipField = () => screen.getByRole('textbox', { name: /zip code/i });
const submit = () => screen.getByRole('button', { name: frostWording.submit });

testSectionSchema(frostCalculatorModule, {
  demos: frostCalculatorSections,
  required: { headline: { message: 'The headline is required.', empty: { value: ' ' } } },
});

testStoryCatalogue(frostCalculatorModule, stories);

describe('frost dates helpers', () => {
  it('takes exactly five digits as a zip', () => {
    expect(['80202', '00501'].map(isZip)).toEqual([true, true]);
    expect(['8020', '802021', '8020a', ' 80202', ''].map(isZip)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(zipInput('80-2 02x9')).toBe('80202');
  });

  it('uses a zip from the address only when it is five digits', () => {
    expect(zipFromQuery('80202')).toBe('80202');
    expect(zipFromQuery('8020')).toBeNull();
    expect(zipFromQuery('abcde')).toBeNull();
    expect(zipFromQuery(null)).toBeNull();
  });

  it('converts metres to whole feet and day/month to a readable date', () => {
    expect(altitudeInFeet(1650)).toBe(5413);
    expect(altitudeInFeet(6)).toBe(20);
    expect(altitudeInFeet(0)).toBe(0);
    expect(readableFrostDate('12/04')).toBe('April 12');
    expect(readableFrostDate('3/10')).toBe('October 3');
    expect(readableFrostDate('31/13')).toBe('31/13');
  });
});

describe('frost-calculator section', () => {
  it('keeps the button disabled until the zip is five digits, then shows the station’s frost dates', async () => {
    const asked = answerFrost();
    renderSection(frostCalculatorModule, { content });
    expect(submit()).toBeDisabled();
    await userEvent.type(zipField(), '8020');
    expect(submit()).toBeDisabled();
    await userEvent.type(zipField(), '2');
    await userEvent.click(submit());
    expect(await screen.findByText('DENVER INTL AIRPORT')).toBeInTheDocument();
    expect(screen.getByText('5,413 feet')).toBeInTheDocument();
    expect(screen.getByText('May 5')).toBeInTheDocument();
    expect(screen.getByText('October 3')).toBeInTheDocument();
    expect(screen.getByText(/NOAA 1991–2020 climate normals/)).toBeInTheDocument();
    expect(asked).toEqual(['80202']);
  });

  it('says so when there is no frost data for the zip', async () => {
    answerFrost();
    renderSection(frostCalculatorModule, { content });
    await userEvent.type(zipField(), '00000');
    await userEvent.click(submit());
    expect(await screen.findByText(frostWording.notFound)).toBeInTheDocument();
  });

  it('fills the field from a five-digit zip in the address and looks it up at once', async () => {
    const asked = answerFrost();
    renderSection(frostCalculatorModule, { content }, { initialPath: '/frost-dates?zip=80202' });
    expect(zipField()).toHaveValue('80202');
    expect(await screen.findByText('DENVER INTL AIRPORT')).toBeInTheDocument();
    expect(asked).toEqual(['80202']);
  });

  it('ignores a zip in the address that is not five digits', () => {
    const asked = answerFrost();
    renderSection(frostCalculatorModule, { content }, { initialPath: '/frost-dates?zip=802' });
    expect(zipField()).toHaveValue('');
    expect(asked).toEqual([]);
  });

  it('only logs a failed request, and stops loading', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(apiStates.error('*/frost-calc'));
    renderSection(frostCalculatorModule, { content });
    await userEvent.type(zipField(), '12345');
    await userEvent.click(submit());
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText(frostWording.loading)).not.toBeInTheDocument());
    expect(screen.queryByText(frostWording.notFound)).not.toBeInTheDocument();
  });
});
