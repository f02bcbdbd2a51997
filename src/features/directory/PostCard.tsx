import type { PostWire } from '#src/lib/api/types.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { CardMedia, CardTitle, TagList, type CardHeadingLevel } from './cardParts.tsx';
import * as styles from './cards.css.ts';

/** `stacked`: the picture above the text (grids); `row`: the picture beside it (lists). */
export type PostCardLayout = 'stacked' | 'row';

export interface PostCardProps {
  /** The post as `POST /gimme-dat/` (or `GET /posts`) answers it. */
  post: PostWire;
  /** The outline level of the post's title: 3 (default) under a section heading, 2 without one. */
  headingLevel?: CardHeadingLevel;
  layout?: PostCardLayout;
}

/**
 * The line a post card shows under the title: its headline, else its description, else its
 * subheadline — skipping any that only repeats the title.
 */
export function postSummary(
  post: Pick<PostWire, 'headline' | 'description' | 'subheadline'> & { title?: string },
) {
  const title = post.title?.trim().toLowerCase();
  for (const text of [post.headline, post.description, post.subheadline]) {
    const trimmed = text?.trim();
    if (trimmed && trimmed.toLowerCase() !== title) return trimmed;
  }
  return '';
}

/**
 * A post (article, podcast or video page) as a card: its picture (3:2, or 4:3 beside the text in a
 * row), its topics as tags, its title linking to `/{slug}` and its headline or description (three
 * lines at most).
 */
export function PostCard({ post, headingLevel = 3, layout = 'stacked' }: PostCardProps) {
  const row = layout === 'row';
  return (
    <Card
      as="article"
      padding="none"
      interactive
      className={[styles.card, row && styles.row].filter(Boolean).join(' ')}
    >
      <CardMedia
        src={post.image}
        ratio={row ? '4 / 3' : '3 / 2'}
        sizes={row ? '(min-width: 768px) 20vw, 40vw' : undefined}
      />
      <div className={styles.body}>
        <TagList names={(post.topics ?? []).map((topic) => topic.name ?? '')} label="Topics" />
        <CardTitle href={`/${post.slug}`} level={headingLevel}>
          {post.title}
        </CardTitle>
        <Text size="sm" tone="muted" className={styles.threeLines}>
          {postSummary(post)}
        </Text>
      </div>
    </Card>
  );
}
