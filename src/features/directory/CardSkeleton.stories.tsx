import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { CardSkeleton, cardKinds } from './CardSkeleton.tsx';
import { CoachCard } from './CoachCard.tsx';
import { CourseCard } from './CourseCard.tsx';
import { demoCoach, demoCourse, demoPost, demoProvider } from './testing/demoDirectory.ts';
import { PostCard } from './PostCard.tsx';
import { ProviderCard } from './ProviderCard.tsx';
import { CardRow } from './testing/storyFrames.tsx';

/**
 * **Card skeleton** (`CardSkeleton`, `src/features/directory/`): the shape of a directory card while its data
 * loads — `kind` `coach`, `provider`, `post` or `course` (and `layout="row"` for a post in a row). It
 * has its card's size: pictures keep their ratio and text blocks their lines, so nothing moves when the
 * cards arrive. It is hidden from screen readers: announce the loading around it.
 *
 * Each story shows a skeleton beside its card and checks that both have the same height.
 */
const meta = {
  title: 'Directory/CardSkeleton',
  component: CardSkeleton,
  args: { kind: 'coach' },
  argTypes: {
    kind: { control: 'inline-radio', options: cardKinds },
    layout: { control: 'inline-radio', options: ['stacked', 'row'] },
  },
} satisfies Meta<typeof CardSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The skeleton beside its card; each keeps its own height (the row does not stretch them). */
function Pair({ skeleton, card }: { skeleton: ReactNode; card: ReactNode }) {
  return (
    <CardRow>
      <div data-testid="skeleton" style={{ alignSelf: 'start' }}>
        {skeleton}
      </div>
      <div data-testid="card" style={{ alignSelf: 'start' }}>
        {card}
      </div>
    </CardRow>
  );
}

const sameHeight: Story['play'] = async ({ canvas }) => {
  const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
  await expect(height('skeleton')).toBeGreaterThan(100);
  await expect(Math.abs(height('skeleton') - height('card'))).toBeLessThanOrEqual(1);
};

export const Coach: Story = {
  args: { kind: 'coach' },
  render: (args) => (
    <Pair
      skeleton={<CardSkeleton {...args} />}
      card={<CoachCard coach={demoCoach({ is_available_now: true })} />}
    />
  ),
  play: sameHeight,
};

export const Provider: Story = {
  args: { kind: 'provider' },
  render: (args) => (
    <Pair skeleton={<CardSkeleton {...args} />} card={<ProviderCard provider={demoProvider()} />} />
  ),
  play: sameHeight,
};

export const Post: Story = {
  args: { kind: 'post' },
  render: (args) => (
    <Pair skeleton={<CardSkeleton {...args} />} card={<PostCard post={demoPost()} />} />
  ),
  play: sameHeight,
};

export const PostRow: Story = {
  args: { kind: 'post', layout: 'row' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '40rem', margin: '2rem auto' }}>
      <div data-testid="skeleton">
        <CardSkeleton {...args} />
      </div>
      <div data-testid="card">
        <PostCard post={demoPost()} layout="row" />
      </div>
    </div>
  ),
  play: sameHeight,
};

export const Course: Story = {
  args: { kind: 'course' },
  render: (args) => (
    <Pair skeleton={<CardSkeleton {...args} />} card={<CourseCard course={demoCourse()} />} />
  ),
  play: sameHeight,
};
