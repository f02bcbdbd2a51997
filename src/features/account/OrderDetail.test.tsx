import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoOrders } from './testing/demoAccount.ts';
import { needsQuestionnaire, OrderDetail } from './OrderDetail.tsx';
import { renderAccount } from './testing/testProviders.tsx';

const upcoming = demoOrders[0]!;

/** The value shown for a term of the order's details. */
function detail(term: string) {
  const terms = screen.getAllByRole('term').map((element) => element.textContent);
  return screen.getAllByRole('definition')[terms.indexOf(term)]?.textContent;
}
const past = demoOrders[1]!;

describe('OrderDetail', () => {
  it("shows the session's start and end in the person's timezone with the zone", () => {
    renderAccount(<OrderDetail order={upcoming} timezone="America/Los_Angeles" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '60 Minute Coaching Session',
    );
    expect(detail('Session')).toBe('Wednesday, March 4, 2026, 8:00 AM – 9:00 AM PST');
    expect(detail('Timezone')).toBe('America/Los Angeles');
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByText('Maya Okafor')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Maya Okafor' })).toBeInTheDocument();
  });

  it('links to the meeting in a new tab and to the questionnaire while it is open', () => {
    renderAccount(<OrderDetail order={upcoming} timezone="UTC" />);
    const join = screen.getByRole('link', { name: /Join Meeting/ });
    expect(join).toHaveAttribute('href', 'https://zoom.example/j/123456789');
    expect(join).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', { name: 'Complete your pre-session questionnaire' }),
    ).toHaveAttribute('href', `/account/orders/${upcoming.uuid}/questionnaire`);
  });

  it('offers neither link without a meeting and with the questionnaire answered', () => {
    renderAccount(<OrderDetail order={past} timezone="UTC" />);
    expect(screen.queryByRole('link', { name: /Join Meeting/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Complete your pre-session questionnaire' }),
    ).not.toBeInTheDocument();
  });

  it('asks for a questionnaire only when the product has a survey', () => {
    expect(needsQuestionnaire(upcoming)).toBe(true);
    expect(
      needsQuestionnaire({ ...upcoming, product: { ...upcoming.product, survey_id: null } }),
    ).toBe(false);
    expect(needsQuestionnaire(past)).toBe(false);
  });

  it('says when the session is not scheduled yet', () => {
    renderAccount(
      <OrderDetail
        order={{ ...upcoming, scheduled_start: null, scheduled_end: null }}
        timezone="UTC"
      />,
    );
    expect(screen.getByText('Not scheduled yet')).toBeInTheDocument();
  });
});
