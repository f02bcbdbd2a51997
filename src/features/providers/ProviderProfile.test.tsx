import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { bareProvider, demoProvider } from './testing/demoProvider.ts';
import { businessPath, providerLocation, streetAddress, websiteHref } from './provider.ts';
import { ProviderProfile, providerProfileWording } from './ProviderProfile.tsx';

const show = (provider = demoProvider) =>
  render(
    <StoryProviders>
      <ProviderProfile provider={provider} />
    </StoryProviders>,
  );

describe('provider helpers', () => {
  it('reads the location, the street address and a safe website link', () => {
    expect(providerLocation(demoProvider)).toBe('Portland, OR');
    expect(streetAddress(demoProvider)).toBe('1420 SE Alder St, Portland, OR 97214');
    expect(streetAddress({ addresses: [] })).toBeNull();
    expect(websiteHref('greenrow.example')).toBe('https://greenrow.example/');
    expect(websiteHref('http://plot.example/about')).toBe('http://plot.example/about');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref(null)).toBeNull();
    expect(businessPath(demoProvider)).toBe('/businesses/green-row-gardens');
    expect(businessPath({ id: 9, slug: '' })).toBe('/businesses/9');
  });
});

describe('ProviderProfile', () => {
  it('shows the business, how to reach it, its specialties, portfolio and team', () => {
    show();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Green Row Gardens' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Green Row Gardens logo' })).toBeInTheDocument();
    expect(screen.getByText('Portland, OR')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '503-555-0142' })).toHaveAttribute(
      'href',
      'tel:5035550142',
    );
    const specialties = screen.getByRole('region', { name: providerProfileWording.specialties });
    expect(
      within(specialties)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Raised beds', 'Edible landscaping']);
    expect(
      screen.getAllByRole('button', { name: /^Enlarge: Garden by Green Row Gardens/ }),
    ).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/designers/2',
    );
  });

  it('says what is missing, and leaves out parts with nothing to show', () => {
    show(bareProvider);
    expect(screen.getByText(providerProfileWording.noPortfolio)).toBeInTheDocument();
    expect(screen.getByText(providerProfileWording.noSpecialties)).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: providerProfileWording.team }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: providerProfileWording.contact }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Phone/ })).not.toBeInTheDocument();
  });
});
