import type { CourseWire } from '#src/lib/api/types.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { CardMedia, CardTitle, type CardHeadingLevel } from './cardParts.tsx';
import * as styles from './cards.css.ts';

export const courseKickerText = 'Course';

export interface CourseCardProps {
  /** The course as `GET /courses?ids[]=…` answers it. */
  course: CourseWire;
  /** The outline level of the course's title: 3 (default) under a section heading, 2 without one. */
  headingLevel?: CardHeadingLevel;
}

/**
 * A course as a card: its picture (3:2), the label 'Course', its title linking to the course's `url`
 * (a page of this site, or another site in a new tab) and its description (three lines at most).
 */
export function CourseCard({ course, headingLevel = 3 }: CourseCardProps) {
  return (
    <Card as="article" padding="none" interactive className={styles.card}>
      <CardMedia src={course.image} ratio="3 / 2" />
      <div className={styles.body}>
        <p className={styles.kicker}>{courseKickerText}</p>
        <CardTitle href={course.url} level={headingLevel}>
          {course.title}
        </CardTitle>
        <Text size="sm" tone="muted" className={styles.threeLines}>
          {course.description?.trim() ?? ''}
        </Text>
      </div>
    </Card>
  );
}
