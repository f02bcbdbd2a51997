import type { CoachCardWire } from '#src/lib/api/types.ts';
import { Avatar } from '#src/ui/components/Avatar/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { designerLocation, designerName } from '#src/features/designers/designer.ts';
import * as styles from './ChooseDesigner.css.ts';

/** A designer's avatar, name and location in a line, with what they are to the customer. */
export function DesignerLine({ designer, label }: { designer: CoachCardWire; label?: string }) {
  const name = designerName(designer);
  const location = designerLocation(designer);
  return (
    <div className={styles.person}>
      <Avatar src={designer.images?.avatar?.image} name={name} size="small" decorative />
      <div className={styles.personText}>
        {label ? (
          <Text as="span" size="sm" tone="muted">
            {label}
          </Text>
        ) : null}
        <Text as="span" weight="semibold">
          {name}
        </Text>
        {location ? (
          <Text as="span" size="sm" tone="muted">
            {location}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
