import type { CoachCardWire } from '#src/lib/api/types.ts';
import { Badge } from '#src/ui/components/Badge/index.ts';
import * as styles from './ChooseDesigner.css.ts';
import { chooseDesignerWording as words } from './chooseDesignerWording.ts';

/** A designer's areas of expertise, each once, without blanks. */
export const expertiseNames = (designer: CoachCardWire) => [
  ...new Set(
    (designer.expertises ?? []).map((expertise) => expertise.name?.trim() ?? '').filter(Boolean),
  ),
];

export function ExpertiseTags({
  names,
  centered = false,
}: {
  names: readonly string[];
  centered?: boolean;
}) {
  return (
    <ul
      className={[styles.tags, centered && styles.tagsCentered].filter(Boolean).join(' ')}
      aria-label={words.expertiseLabel}
    >
      {names.map((name) => (
        <Badge key={name} as="li" tone="neutral">
          {name}
        </Badge>
      ))}
    </ul>
  );
}
