import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

/**
 * A button of the header bar (the cart pill, the phone's Menu): a whole tap target on white, its icon
 * and words on one line. A plain rule to spread: the edge, the colour and the states are each button's.
 */
export const headerButton = (gap: string) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap,
    minHeight: vars.size.tapTarget,
    minWidth: vars.size.tapTarget,
    padding: `0 ${vars.space.small}`,
    background: vars.color.white,
    font: 'inherit',
    cursor: 'pointer',
  }) satisfies StyleRule;
