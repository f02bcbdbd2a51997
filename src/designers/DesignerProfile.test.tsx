import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DesignerProfile } from './DesignerProfile.tsx';
import {
  designerIdFromSlug,
  designerLocation,
  isDesignerPagePublic,
  propertyText,
  propertyTexts,
} from './designer.ts';
import { demoDesigner, emptyDesigner } from './fixtures.ts';

describe('DesignerProfile', () => {
  it('shows the name, location, about text, portfolio, testimonial and expertise', () => {
    render(<DesignerProfile coach={demoDesigner} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Portland, OR')).toBeInTheDocument();
    expect(screen.getByText(/I design kitchen gardens/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Garden by Maya Okafor/ })).toHaveLength(5);
    expect(screen.getByText(/bare yard/)).toBeInTheDocument();
    const expertise = screen.getByRole('region', { name: 'Areas of expertise' });
    expect(
      within(expertise)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Raised beds', 'Small spaces']);
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
