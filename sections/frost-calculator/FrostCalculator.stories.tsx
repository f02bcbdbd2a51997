import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { frostCalculatorSections } from '#src/demo/sections/frost-calculator.ts';
import type { FrostResultWire } from '#src/lib/api/types.ts';
import { apiStates, sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { FrostCalculator, frostWording } from './FrostCalculator.tsx';
import frostCalculatorModule from './index.ts';

const catalogue = sectionCatalogue(frostCalculatorModule, FrostCalculator, frostCalculatorSections);
const { demo, propsOf } = catalogue;

/** GET /frost-calc as the reference API answers it for Portland, Oregon (97214). */
const portland: FrostResultWire = {
  zip: '97214',
  error: false,
  station_name: 'PORTLAND INTL AIRPORT',
  altitude: 6,
  last_spring: '01/04',
  first_fall: '08/11',
  completeness: 'S',
};
const frostApi = http.get('/api/frost-calc', ({ request }) => {
  const zip = new URL(request.url).searchParams.get('zip');
  return HttpResponse.json({ data: zip === '97214' ? portland : { zip, error: true } });
});

/**
 * **Frost calculator** (`frost-calculator`): the frost-date lookup. The visitor types a five-digit US
 * zip code and presses 'See Frost Dates' (it stays disabled until the zip is five digits); the section
 * shows the nearest weather station, its altitude in feet, the last spring frost and the first fall
 * frost, with a note on where the dates come from. A `zip` in the page's address (e.g.
 * `/frost-dates?zip=97214`) fills the field and looks it up at once. Editors fill in:
 * - `headline` (required): the heading;
 * - `body` (optional): rich text under it.
 *
 * Background: any of beige, green, pink, white (white when none is chosen).
 */
const meta = {
  title: 'Sections/FrostCalculator',
  ...catalogue.meta,
  beforeEach({ msw }) {
    msw.use(frostApi);
  },
} satisfies Meta<typeof FrostCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A zip with data: the station, its altitude in feet and the two frost dates. */
export const FoundOnWhite: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: frostWording.submit });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /zip code/i }), '972-14');
    await expect(canvas.getByRole('textbox', { name: /zip code/i })).toHaveValue('97214');
    await userEvent.click(button);
    await expect(await canvas.findByText('PORTLAND INTL AIRPORT')).toBeVisible();
    await expect(canvas.getByText('20 feet')).toBeVisible();
    await expect(canvas.getByText('April 1')).toBeVisible();
    await expect(canvas.getByText('November 8')).toBeVisible();
  },
};

/** A zip the lookup does not know. */
export const NotFoundOnBeige: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /zip code/i }), '00000');
    await userEvent.click(canvas.getByRole('button', { name: frostWording.submit }));
    await expect(await canvas.findByText(frostWording.notFound)).toBeVisible();
  },
};

export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

/** While the answer is on its way. */
export const Loading: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(apiStates.loading('/api/frost-calc'));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /zip code/i }), '97214');
    await userEvent.click(canvas.getByRole('button', { name: frostWording.submit }));
    await expect(await canvas.findByText(frostWording.loading)).toBeVisible();
  },
};

/** A failed request is only logged: loading stops and nothing else changes. */
export const RequestFailed: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(apiStates.error('/api/frost-calc'));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /zip code/i }), '97214');
    await userEvent.click(canvas.getByRole('button', { name: frostWording.submit }));
    await waitFor(() => expect(canvas.queryByText(frostWording.loading)).not.toBeInTheDocument());
    await expect(canvas.queryByText('PORTLAND INTL AIRPORT')).not.toBeInTheDocument();
  },
};

/** Opened as /frost-dates?zip=97214: the field is filled and the dates looked up at once. */
export const ZipFromTheAddress: Story = {
  args: demo(0),
  parameters: { initialPath: '/frost-dates?zip=97214' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /zip code/i })).toHaveValue('97214');
    await expect(await canvas.findByText('PORTLAND INTL AIRPORT')).toBeVisible();
  },
};

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: frostCalculatorModule.type, content: { headline: 'Frost dates' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Frost dates' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: frostCalculatorModule.type,
    content: {
      headline:
        'Find the last spring frost and the first fall frost for your garden, from thirty years of weather records',
      body: '<p>Frost dates are averages, not promises. A garden in a frost pocket, at the bottom of a slope or beside a cold north wall can see frost a week or two later in spring and earlier in fall than the nearest weather station. Keep fleece handy for the first warm spells of spring, and watch the forecast from mid-September.</p>',
    },
  }),
};
