import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortfolioGrid } from './PortfolioGrid.tsx';

const images = [
  { id: 1, image: '/api/media/raised-beds.svg' },
  { id: 2, image: '/api/media/herb-spiral.svg' },
];

describe('PortfolioGrid', () => {
  it('names each picture and opens it large in a dialog', async () => {
    render(<PortfolioGrid images={images} owner="Maya Okafor" emptyText="None" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', { name: 'Enlarge: Garden by Maya Okafor, picture 2' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Garden by Maya Okafor, picture 2' });
    expect(
      within(dialog).getByRole('img', { name: 'Garden by Maya Okafor, picture 2' }),
    ).toHaveAttribute('src', '/api/media/herb-spiral.svg');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there are no pictures', () => {
    render(
      <PortfolioGrid images={[]} owner="Maya Okafor" emptyText="No portfolio images provided" />,
    );
    expect(screen.getByText('No portfolio images provided')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
