import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { CardSkeleton, cardKinds } from './CardSkeleton.tsx';
import { CourseCard } from './CourseCard.tsx';
import { demoCourse, demoPost, demoProvider } from './testing/demoDirectory.ts';
import { PostCard, postSummary } from './PostCard.tsx';
import { ProviderCard } from './ProviderCard.tsx';

const renderIn = (children: ReactNode) => render(<StoryProviders>{children}</StoryProviders>);

describe('ProviderCard', () => {
  it('shows the cover, the logo, the name linking to the business, the location, the description and the team', () => {
    renderIn(<ProviderCard provider={demoProvider()} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Green Thumb Garden Co.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Green Thumb Garden Co.' })).toHaveAttribute(
      'href',
      '/businesses/green-thumb-garden-co',
    );
    expect(screen.getByText('Portland, OR')).toBeInTheDocument();
    expect(screen.getByText(/Cedar raised beds, drip irrigation/)).toBeInTheDocument();
    // Cover and logo are decoration beside the name: sized, with an empty alt.
    const pictures = screen.getAllByRole('presentation');
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toHaveStyle({ aspectRatio: '2 / 1' });
    expect(pictures[1]).toHaveAttribute('width', '76');
    expect(pictures[1]).toHaveAttribute('height', '76');
    const team = within(screen.getByRole('list', { name: 'Team' }));
    expect(team.getByRole('img', { name: 'Maya Okafor' })).toBeInTheDocument();
    expect(team.getByRole('img', { name: 'Priya Shah' })).toHaveTextContent('PS');
  });

  it('keeps the pictures’ places and shows initials without a logo, and no team list without a team', () => {
    renderIn(
      <ProviderCard
        headingLevel={2}
        provider={demoProvider({
          name: 'Patchwork Potagers',
          images: {},
          coaches: [],
          addresses: [],
        })}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Patchwork Potagers' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.getByText('PP')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows five faces of a big team and counts the rest', () => {
    renderIn(
      <ProviderCard
        provider={demoProvider({
          coaches: Array.from({ length: 7 }, (_, id) => ({
            id,
            first_name: `P${id}`,
            last_name: 'Lee',
          })),
        })}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Team' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[5]).toHaveTextContent('+2 more');
  });
});

describe('PostCard', () => {
  it('shows the picture, the topics, the title linking to the post and its headline', () => {
    renderIn(<PostCard post={demoPost()} />);
    expect(
      screen.getByRole('link', { name: 'Planning your first kitchen garden' }),
    ).toHaveAttribute('href', '/planning-your-first-kitchen-garden');
    expect(
      screen.getByText('Start with four beds and the food you cook most.'),
    ).toBeInTheDocument();
    const topics = within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(topics.map((topic) => topic.textContent)).toEqual(['Growing', 'Design']);
    expect(screen.getByRole('presentation')).toHaveStyle({ aspectRatio: '3 / 2' });
  });

  it('says the headline, else the description, else the subheadline', () => {
    expect(postSummary({ headline: ' Head ', description: 'Desc', subheadline: 'Sub' })).toBe(
      'Head',
    );
    expect(postSummary({ headline: '  ', description: 'Desc', subheadline: 'Sub' })).toBe('Desc');
    expect(postSummary({ headline: null, description: null, subheadline: 'Sub' })).toBe('Sub');
    expect(postSummary({ headline: null, description: null, subheadline: null })).toBe('');
    expect(
      postSummary({
        title: 'Tomatoes',
        headline: ' tomatoes ',
        description: 'Desc',
        subheadline: null,
      }),
    ).toBe('Desc');
  });

  it('keeps the picture’s place without one, and sets the picture beside the text in a row', () => {
    const { rerender } = renderIn(<PostCard post={demoPost({ image: null })} />);
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    rerender(
      <StoryProviders>
        <PostCard post={demoPost()} layout="row" />
      </StoryProviders>,
    );
    expect(screen.getByRole('presentation')).toHaveStyle({ aspectRatio: '4 / 3' });
  });
});

describe('CourseCard', () => {
  it('shows the label, the title linking to the course and its description', () => {
    renderIn(<CourseCard course={demoCourse()} />);
    expect(screen.getByText('Course')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kitchen Garden Foundations' })).toHaveAttribute(
      'href',
      '/courses/kitchen-garden-foundations',
    );
    expect(screen.getByText(/Six weeks from bare ground/)).toBeInTheDocument();
  });

  it('opens a course on another site in a new tab', () => {
    renderIn(<CourseCard course={demoCourse({ url: 'https://learn.example.com/course' })} />);
    expect(
      screen.getByRole('link', { name: 'Kitchen Garden Foundations (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  });
});

describe('CardSkeleton', () => {
  it.each(cardKinds)('draws the %s card’s shape, hidden from screen readers', (kind) => {
    const { container } = renderIn(<CardSkeleton kind={kind} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
