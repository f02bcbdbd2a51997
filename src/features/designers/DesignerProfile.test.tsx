import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DesignerProfile } from './DesignerProfile.tsx';
import {
  designerIdFromSlug,
  designerLocation,
  isDesignerPagePublic,
  parseTestimonial,
  propertyText,
  propertyTexts,
} from './designer.ts';
import { demoDesigner, emptyDesigner } from './testing/demoDesigner.ts';

describe('DesignerProfile', () => {
  it('shows the name, location, about text, portfolio, testimonial and expertise', () => {
    render(<DesignerProfile coach={demoDesigner} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Portland, OR')).toBeInTheDocument();
    expect(screen.getByText(/I design kitchen gardens/)).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: /^Enlarge: Garden by Maya Okafor, picture/ }),
    ).toHaveLength(5);
    expect(screen.getByText(/bare yard/)).toBeInTheDocument();
    const expertise = screen.getByRole('region', { name: 'Areas of expertise' });
    expect(
      within(expertise)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Raised beds', 'Small spaces']);
  });

  it('loads the avatar, the largest thing on its first view, at once and at high priority', () => {
    render(<DesignerProfile coach={demoDesigner} />);
    const avatar = screen.getByRole('img', { name: 'Maya Okafor' });
    expect(avatar).not.toHaveAttribute('loading', 'lazy');
    expect(avatar).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows one testimonial at a time, with a dot for each when there are several', async () => {
    render(
      <DesignerProfile
        coach={{
          ...demoDesigner,
          properties: [
            { name: 'testimonial', property: 'Our beds fed us all summer. — Ana, Portland' },
            { name: 'testimonial', property: '{"quote":"A plan we could build.","credit":"Sam"}' },
          ],
        }}
      />,
    );
    const testimonials = screen.getByRole('region', { name: 'Testimonials' });
    expect(within(testimonials).getByText('Our beds fed us all summer.')).toBeInTheDocument();
    expect(within(testimonials).getByText('— Ana, Portland')).toBeInTheDocument();
    const second = within(testimonials).getByRole('button', { name: 'Testimonial 2 of 2' });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(within(testimonials).getByText('A plan we could build.')).toBeInTheDocument();
    expect(within(testimonials).queryByText('Our beds fed us all summer.')).not.toBeInTheDocument();
  });

  it('shows no dots for a single testimonial', () => {
    render(<DesignerProfile coach={demoDesigner} />);
    const testimonials = screen.getByRole('region', { name: 'Testimonials' });
    expect(within(testimonials).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says what is missing in the specification’s words', () => {
    render(<DesignerProfile coach={emptyDesigner} />);
    expect(screen.getByText('No portfolio images provided')).toBeInTheDocument();
    expect(screen.getByText('No testimonials provided')).toBeInTheDocument();
    expect(screen.getByText('No areas of expertise defined')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Theo Newleaf' })).toHaveTextContent('TN');
  });
});

describe('designer rules', () => {
  it('reads a testimonial’s quote and credit', () => {
    expect(parseTestimonial('Lovely. — Ana')).toEqual({ quote: 'Lovely.', credit: 'Ana' });
    expect(parseTestimonial('  Just a quote ')).toEqual({ quote: 'Just a quote', credit: null });
    expect(parseTestimonial('{"quote":"Q","credit":" "}')).toEqual({ quote: 'Q', credit: null });
    expect(parseTestimonial('{not json')).toEqual({ quote: '{not json', credit: null });
  });

  it('shows only approved, active designers', () => {
    expect(isDesignerPagePublic({ coach: true, coach_status: 'active' })).toBe(true);
    expect(isDesignerPagePublic({ coach: true, coach_status: 'inactive' })).toBe(false);
    expect(isDesignerPagePublic({ coach: true, coach_status: null })).toBe(false);
    expect(isDesignerPagePublic({ coach: false, coach_status: 'active' })).toBe(false);
  });

  it('reads the id from the slug', () => {
    expect(designerIdFromSlug('2')).toBe(2);
    expect(designerIdFromSlug('2-maya-okafor')).toBe(2);
    expect(designerIdFromSlug('maya')).toBeNull();
    expect(designerIdFromSlug('0')).toBeNull();
    expect(designerIdFromSlug(undefined)).toBeNull();
  });

  it('reads properties and the location', () => {
    expect(propertyText(demoDesigner, 'about')).toMatch(/kitchen gardens/);
    expect(propertyText(demoDesigner, 'missing')).toBeNull();
    expect(
      propertyTexts(
        {
          properties: [
            { name: 'testimonial', property: ' A ' },
            { name: 'testimonial', property: '  ' },
            { name: 'about', property: 'B' },
          ],
        },
        'testimonial',
      ),
    ).toEqual(['A']);
    expect(
      designerLocation({
        addresses: [
          { city: ' ', state: null },
          { city: 'Boise', state: 'ID' },
        ],
      }),
    ).toBe('Boise, ID');
    expect(designerLocation({ addresses: [] })).toBeNull();
  });
});
