import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DesignWire } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import {
  asDesigner,
  customerDesigns,
  homeworkDesign,
  inDesignDesign,
} from '../testing/designFixtures.ts';
import { DesignList, type DesignListProps } from './DesignList.tsx';

function show(designs: readonly DesignWire[], props: Partial<DesignListProps> = {}) {
  return render(
    <StoryProviders>
      <DesignList designs={designs} {...props} />
    </StoryProviders>,
  );
}

/** Each design's link: its name and where it goes. */
function links() {
  return screen.getAllByRole('listitem').map((item) => {
    const link = within(item).getByRole('link');
    return [link.textContent, link.getAttribute('href')];
  });
}

describe('DesignList', () => {
  it('says there are no designs yet, with a link to find a designer', () => {
    show([]);
    expect(screen.getByText(/You have no designs yet\./)).toHaveTextContent(
      'You have no designs yet. Find a Designer to start one.',
    );
    expect(screen.getByRole('link', { name: 'Find a Designer' })).toHaveAttribute(
      'href',
      '/design',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists a customer’s designs in the order given, each linking to its page', () => {
    show(customerDesigns());
    expect(links()).toEqual([
      ['Design #4', '/account/designs/4'],
      ['Front yard', '/account/designs/3'],
      ['Back garden', '/account/designs/2'],
      ['Balcony', '/account/designs/1'],
    ]);
  });

  it('shows the customer each design’s designer, or that none is chosen yet, and its status', () => {
    show(customerDesigns());
    const [blank, front, back, balcony] = screen.getAllByRole('listitem');
    expect(within(blank!).getByText('No designer chosen yet')).toBeInTheDocument();
    expect(within(blank!).getByText('Homework')).toBeInTheDocument();
    expect(within(front!).getByText('No designer chosen yet')).toBeInTheDocument();
    expect(within(front!).getByText('Needs Scheduling')).toBeInTheDocument();
    expect(within(back!).getByText('Designer: Maya Okafor')).toBeInTheDocument();
    expect(within(back!).getByText('In Design')).toBeInTheDocument();
    expect(within(balcony!).getByText('Closed')).toBeInTheDocument();
  });

  it('shows a designer the customer of each design instead', () => {
    show([asDesigner(inDesignDesign())]);
    const [item] = screen.getAllByRole('listitem');
    expect(within(item!).getByText('Customer: Casey Customer')).toBeInTheDocument();
    expect(within(item!).queryByText(/^Designer:/)).not.toBeInTheDocument();
    expect(within(item!).getByRole('link', { name: 'Back garden' })).toHaveAttribute(
      'href',
      '/account/designs/2',
    );
  });

  it('names a design whose name is blank by its number', () => {
    show([homeworkDesign({ id: 9, name: '  ' })]);
    expect(screen.getByRole('link', { name: 'Design #9' })).toHaveAttribute(
      'href',
      '/account/designs/9',
    );
  });

  it('makes each design’s name a heading, at level 2 by default or the level asked for', () => {
    const { unmount } = show([inDesignDesign()]);
    expect(screen.getByRole('heading', { level: 2, name: 'Back garden' })).toBeInTheDocument();
    unmount();
    show([inDesignDesign()], { headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Back garden' })).toBeInTheDocument();
  });
});
