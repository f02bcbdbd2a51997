import { Container } from '#src/ui/components/Container/index.ts';
import { ctaButtonText } from '#src/ui/components/CtaButton/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { CardSkeleton } from '#src/features/directory/CardSkeleton.tsx';
import { CourseCard } from '#src/features/directory/CourseCard.tsx';
import { PostCard } from '#src/features/directory/PostCard.tsx';
import { useLoadFailureLog } from '#src/features/directory/useLoadFailureLog.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import * as styles from './ContentGrid.css.ts';
import type { ContentGridData } from './contentGridRequests.ts';
import { contentGridShows, type ContentGridContent, type ContentGridLayout } from './schema.ts';
import { SectionCtaButtons } from '#src/lib/sectionKit/SectionCtaButtons.tsx';

export const contentGridLoadingText = 'Loading posts...';

/**
 * Posts (and, in `combo-quadrant`, courses) chosen by the editor, as cards under an optional headline,
 * with optional call-to-action buttons under them. Skeleton cards while they load; when they cannot be
 * loaded the failure is only logged (docs/spec/features.md §8) and the headline and buttons still show.
 */
export function ContentGrid({
  content,
  layout,
  background,
  data,
}: SectionProps<ContentGridContent, ContentGridLayout, ContentGridData>) {
  useLoadFailureLog(data.error, '[content-grid] the posts could not be loaded');
  const inverse = background === 'green';
  const shows = contentGridShows[layout];
  const courseIds = content.courses.slice(0, shows.courses);
  const postIds = content.posts.slice(0, shows.posts);
  const headingLevel = content.headline ? 3 : 2;
  const postLayout = layout === 'post-row' ? 'row' : 'stacked';
  const hasButtons = content.cta.some((button) => ctaButtonText(button) !== null);

  let cards = null;
  if (data.data) {
    const courses = data.data.courses.filter((course) => courseIds.includes(course.id));
    const posts = data.data.posts.filter((post) => postIds.includes(post.id));
    if (courses.length + posts.length > 0)
      cards = (
        <ul className={styles.grid({ layout })}>
          {courses.map((course) => (
            <li key={`course-${course.id}`}>
              <CourseCard course={course} headingLevel={headingLevel} />
            </li>
          ))}
          {posts.map((post) => (
            <li key={`post-${post.id}`}>
              <PostCard post={post} headingLevel={headingLevel} layout={postLayout} />
            </li>
          ))}
        </ul>
      );
  } else if (!data.error) {
    cards = (
      <div role="status">
        <VisuallyHidden>{contentGridLoadingText}</VisuallyHidden>
        <ul className={styles.grid({ layout })}>
          {courseIds.map((id) => (
            <li key={`course-${id}`}>
              <CardSkeleton kind="course" />
            </li>
          ))}
          {postIds.map((id) => (
            <li key={`post-${id}`}>
              <CardSkeleton kind="post" layout={postLayout} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  // Nothing to show at all (no headline, no cards, no buttons): the band is left out.
  if (!content.headline && !cards && !hasButtons) return null;

  return (
    <Container>
      <Stack space="xlarge">
        {content.headline ? (
          <Heading
            level={2}
            align="center"
            tone={inverse ? 'inverse' : 'default'}
            className={styles.intro}
          >
            {content.headline}
          </Heading>
        ) : null}
        {cards}
        <SectionCtaButtons buttons={content.cta} inverse={inverse} />
      </Stack>
    </Container>
  );
}
