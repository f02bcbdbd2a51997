import { useId, useState } from 'react';
import type { CoachCardWire } from '#src/lib/api/types.ts';
import { Avatar } from '#src/ui/components/Avatar/index.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { designerLocation, designerName } from '#src/features/designers/designer.ts';
import * as styles from './ChooseDesigner.css.ts';
import { chooseDesignerWording as words } from './chooseDesignerWording.ts';
import { DesignerProfileBody } from './DesignerProfileBody.tsx';
import { ExpertiseTags, expertiseNames } from './ExpertiseTags.tsx';

/** A designer on the list: picture, name, place, expertises; 'View' their profile or 'Work with' them. */
export function DesignerCard({
  designer,
  favorite,
  headingLevel,
  onPreload,
  onChoose,
}: {
  designer: CoachCardWire;
  favorite: boolean;
  headingLevel: HeadingLevel;
  onPreload?: () => void;
  onChoose: () => void;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const name = designerName(designer);
  const location = designerLocation(designer);
  const expertises = expertiseNames(designer);
  return (
    <article aria-labelledby={headingId} className={styles.cardArticle}>
      <Card className={styles.card}>
        <Avatar src={designer.images?.avatar?.image} name={name} size="medium" decorative />
        <div className={styles.cardText}>
          <Heading level={headingLevel} size="sm" align="center" id={headingId}>
            {name}
          </Heading>
          {location ? (
            <Text size="sm" tone="muted" align="center">
              {location}
            </Text>
          ) : null}
          {favorite ? <span className={styles.favorite}>{words.favorite}</span> : null}
        </div>
        {expertises.length > 0 ? <ExpertiseTags names={expertises} centered /> : null}
        <div className={styles.cardActions}>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger>
              <Button variant="outline" size="small" onPointerEnter={onPreload} onFocus={onPreload}>
                {words.view}
                <VisuallyHidden> {name}</VisuallyHidden>
              </Button>
            </Dialog.Trigger>
            {open ? (
              <Dialog.Content title={name} size="large">
                <DesignerProfileBody designer={designer} onChoose={onChoose} />
              </Dialog.Content>
            ) : null}
          </Dialog.Root>
          <Button size="small" onPointerEnter={onPreload} onFocus={onPreload} onClick={onChoose}>
            {words.workWith(designer.first_name)}
            <VisuallyHidden> {designer.last_name}</VisuallyHidden>
          </Button>
        </div>
      </Card>
    </article>
  );
}
