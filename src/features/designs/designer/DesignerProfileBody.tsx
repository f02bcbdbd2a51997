import type { ReactNode } from 'react';
import type { CoachCardWire } from '#src/lib/api/types.ts';
import { Avatar } from '#src/ui/components/Avatar/index.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { PortfolioGrid } from '#src/ui/components/PortfolioGrid/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { designerLocation, designerName, propertyText } from '#src/features/designers/designer.ts';
import * as styles from './ChooseDesigner.css.ts';
import { chooseDesignerWording as words } from './chooseDesignerWording.ts';
import { ExpertiseTags, expertiseNames } from './ExpertiseTags.tsx';

/**
 * The profile modal's body: avatar and location, About Me (the designer's own text, shown as text:
 * nothing in it is read as markup, as on their profile page), portfolio thumbnails (each opening
 * large), areas of expertise, and 'Choose {name}'.
 */
export function DesignerProfileBody({
  designer,
  onChoose,
}: {
  designer: CoachCardWire;
  onChoose: () => void;
}) {
  const name = designerName(designer);
  const location = designerLocation(designer);
  const about = propertyText(designer, 'about');
  const expertises = expertiseNames(designer);
  return (
    <Stack space="large">
      <div className={styles.profileHeader}>
        <Avatar src={designer.images?.avatar?.image} name={name} size="large" />
        {location ? <Text tone="muted">{location}</Text> : null}
      </div>
      <ProfilePart title={words.about}>
        <Text className={styles.about}>{about ?? words.noAbout(designer.first_name)}</Text>
      </ProfilePart>
      <ProfilePart title={words.portfolio}>
        <PortfolioGrid
          images={designer.images?.portfolio ?? []}
          owner={name}
          emptyText={words.noPortfolio}
        />
      </ProfilePart>
      <ProfilePart title={words.expertise}>
        {expertises.length > 0 ? (
          <ExpertiseTags names={expertises} />
        ) : (
          <Text>{words.noExpertise}</Text>
        )}
      </ProfilePart>
      <div className={styles.actions}>
        <Button onClick={onChoose}>{words.choose(name)}</Button>
      </div>
    </Stack>
  );
}

/** One part of the profile, named by its heading. */
function ProfilePart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Stack space="small">
        <Heading level={3} size="sm">
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
