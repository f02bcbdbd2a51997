import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { designTestimonialsSections } from '#src/demo/sections/design-testimonials.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import designTestimonialsModule from './index.ts';
import type { DesignTestimonialsContent } from './schema.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './DesignTestimonials.stories.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderTestimonials = (content: Record<string, unknown>) =>
  renderSection(designTestimonialsModule, { content });

const design = (n: number, coach: number | null = 2) => ({
  before: `/api/media/before-${n}.svg`,
  design: `/api/media/design-${n}.svg`,
  after: `/api/media/after-${n}.svg`,
  coach,
  quote: `Quote number ${n}`,
  isQuote: n % 2 === 1,
  citation: `Gardener ${n}`,
});

const threeDesigns = {
  headline: 'Gardens our designers have planned',
  designs: [design(1), design(2, 7), design(3)],
};

/** Answers the names lookup and records the URLs asked for. */
function answerNames(
  requested: string[],
  names = [
    { id: 2, first_name: 'Maya', last_name: 'Okafor' },
    { id: 7, first_name: 'Ravi', last_name: 'Shah' },
  ],
) {
  server.use(
    http.get('*/api/users', ({ request }) => {
      requested.push(new URL(request.url).search);
      return HttpResponse.json({ data: names });
    }),
  );
}

testSectionSchema(designTestimonialsModule, {
  demos: designTestimonialsSections,
  required: {
    designs: {
      message: 'At least one design is required.',
      wrongType: { message: 'The designs must be a list.' },
      empty: { value: [] },
    },
  },
});

testStoryCatalogue(designTestimonialsModule, stories);

describe('design testimonials section', () => {
  it('shows the first design: before, design and after pictures, the quotation and its citation', async () => {
    answerNames([]);
    renderTestimonials(threeDesigns);
    const carousel = screen.getByRole('region', { name: 'Gardens our designers have planned' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = within(carousel).getByRole('group', { name: '1 of 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(
      within(slide).getByRole('img', { name: 'The garden before the design' }),
    ).toHaveAttribute('src', '/api/media/before-1.svg');
    expect(within(slide).getByRole('img', { name: 'The garden design plan' })).toHaveAttribute(
      'src',
      '/api/media/design-1.svg',
    );
    expect(within(slide).getByRole('img', { name: 'The garden after the design' })).toHaveAttribute(
      'src',
      '/api/media/after-1.svg',
    );
    expect(within(slide).getByText('Before')).toBeInTheDocument();
    expect(within(slide).getByText('Design')).toBeInTheDocument();
    expect(within(slide).getByText('After')).toBeInTheDocument();
    expect(within(slide).getByRole('blockquote')).toHaveTextContent('Quote number 1');
    expect(within(slide).getByText('— Gardener 1')).toBeInTheDocument();
    expect(
      await within(slide).findByRole('link', { name: 'Designed by Maya Okafor' }),
    ).toHaveAttribute('href', '/designers/2');
  });

  it('asks the names lookup once for every designer of the section', async () => {
    const requested: string[] = [];
    answerNames(requested);
    renderTestimonials(threeDesigns);
    await screen.findByRole('link', { name: 'Designed by Maya Okafor' });
    expect(requested).toEqual(['?ids=2,7']);
  });

  it('moves through the designs with Previous and Next, wrapping around at both ends', async () => {
    answerNames([]);
    const user = userEvent.setup();
    renderTestimonials(threeDesigns);
    const next = screen.getByRole('button', { name: 'Next design' });
    const previous = screen.getByRole('button', { name: 'Previous design' });

    await user.click(next);
    expect(screen.getByRole('group', { name: '2 of 3' })).toHaveTextContent('Quote number 2');
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Designed by Ravi Shah' })).toHaveAttribute(
      'href',
      '/designers/7',
    );
    await user.click(next);
    await user.click(next);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Quote number 1');
    await user.click(previous);
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveTextContent('Quote number 3');
  });

  it('moves with the arrow keys while focus is in the carousel', async () => {
    answerNames([]);
    const user = userEvent.setup();
    renderTestimonials(threeDesigns);
    await user.tab();
    expect(screen.getByRole('link', { name: /^Designed by/ })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
  });

  it('has no Previous or Next button with a single design', () => {
    answerNames([]);
    renderTestimonials({ designs: [design(1)] });
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Garden designs' })).toBeInTheDocument();
  });

  it('credits "a Trellis designer" while the names load and when the lookup fails', async () => {
    let fail: () => void = () => undefined;
    server.use(
      http.get('*/api/users', async () => {
        await new Promise<void>((resolve) => (fail = resolve));
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    renderTestimonials(threeDesigns);
    expect(screen.getByRole('link', { name: 'Designed by a Trellis designer' })).toHaveAttribute(
      'href',
      '/designers/2',
    );
    fail();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      screen.getByRole('link', { name: 'Designed by a Trellis designer' }),
    ).toBeInTheDocument();
  });

  it('credits "a Trellis designer" when the lookup does not know the designer', async () => {
    const requested: string[] = [];
    answerNames(requested, []);
    renderTestimonials({ designs: [design(1, 99)] });
    await expect.poll(() => requested).toEqual(['?ids=99']);
    expect(screen.getByRole('link', { name: 'Designed by a Trellis designer' })).toHaveAttribute(
      'href',
      '/designers/99',
    );
  });

  it('makes no request and shows no credit when no design names a designer', () => {
    renderTestimonials({ designs: [design(1, null)] });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('prefetches the designers’ names on the server under the key the page uses', async () => {
    server.use(
      http.get('http://api.test/users', ({ request }) =>
        HttpResponse.json({
          data:
            new URL(request.url).searchParams.get('ids') === '2,7'
              ? [
                  { id: 2, first_name: 'Maya', last_name: 'Okafor' },
                  { id: 7, first_name: 'Ravi', last_name: 'Shah' },
                ]
              : [],
        }),
      ),
    );
    const result = parseSection(designTestimonialsModule, threeDesigns);
    if (!result.ok) throw new Error(result.field);
    const api = createApiClient({ baseUrl: 'http://api.test' });
    const fallback = await designTestimonialsModule.prefetch!(
      api,
      result.section.content as DesignTestimonialsContent,
      defaultPublicConfig,
    );
    expect(fallback).toEqual({
      '/users?ids=2,7': [
        { id: 2, first_name: 'Maya', last_name: 'Okafor' },
        { id: 7, first_name: 'Ravi', last_name: 'Shah' },
      ],
    });
  });

  it('reads coach ids given as numbers or numeric strings', () => {
    const result = parseSection(designTestimonialsModule, {
      designs: [{ coach: '2' }, { coach: 3 }, { coach: 'maya' }, {}],
    });
    expect(
      result.ok &&
        (result.section.content as DesignTestimonialsContent).designs.map((d) => d.coach),
    ).toEqual([2, 3, null, null]);
  });
});
