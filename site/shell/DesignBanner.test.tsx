import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { DesignBanner, designBannerState, viewedDesignId } from './DesignBanner.tsx';
import { customerAccount, designCreatedAccount } from './testing/shellAccounts.ts';

// The banner's code is a chunk of its own: its first load may take more than a second on a busy machine.
const lazyChunk = { timeout: 10_000 };

describe('designBannerState', () => {
  it('asks for information when the active design is created', () => {
    expect(designBannerState({ '3': 'closed', '5': 'created', '9': 'complete' })).toEqual({
      kind: 'created',
      designId: '5',
    });
  });

  it('offers the latest completed design when the active one is past its homework', () => {
    expect(designBannerState({ '3': 'complete', '5': 'in_design', '9': 'complete' })).toEqual({
      kind: 'complete',
      designId: '9',
    });
    expect(designBannerState({ '3': 'complete' })).toEqual({ kind: 'complete', designId: '3' });
  });

  it('on a design’s page speaks of that design only', () => {
    const overview = { '1': 'created', '2': 'in_design', '3': 'complete' };
    expect(designBannerState(overview, '2')).toBeNull();
    expect(designBannerState(overview, '1')).toEqual({ kind: 'created', designId: '1' });
    expect(designBannerState(overview, '3')).toEqual({ kind: 'complete', designId: '3' });
    expect(designBannerState(overview, '99')).toBeNull();
    expect(viewedDesignId('/account/designs/2')).toBe('2');
    expect(viewedDesignId('/account/designs/2/')).toBe('2');
    expect(viewedDesignId('/account/designs')).toBeNull();
    expect(viewedDesignId('/account/orders/2')).toBeNull();
  });

  it('says nothing while a design is under way and none is complete, or without designs', () => {
    expect(designBannerState({ '4': 'scheduling', '5': 'closed' })).toBeNull();
    expect(designBannerState({})).toBeNull();
    expect(designBannerState(undefined)).toBeNull();
  });
});

describe('DesignBanner', () => {
  it('links the design waiting for information', async () => {
    render(
      <StoryProviders>
        <DesignBanner account={designCreatedAccount} />
      </StoryProviders>,
    );
    // Its code is a chunk of its own, loaded when there is a banner to show.
    const banner = await screen.findByRole(
      'region',
      { name: 'Your kitchen garden design' },
      lazyChunk,
    );
    expect(
      within(banner).getByRole('heading', { name: 'Your kitchen garden design' }),
    ).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Provide Your Information' })).toHaveAttribute(
      'href',
      '/account/designs/42',
    );
  });

  it('renders nothing for a visitor', () => {
    render(
      <StoryProviders>
        <DesignBanner account={null} />
        <DesignBanner account={customerAccount} />
      </StoryProviders>,
    );
    expect(
      screen.queryByRole('region', { name: 'Your kitchen garden design' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Your kitchen garden design')).not.toBeInTheDocument();
  });
});
