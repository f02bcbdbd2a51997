/**
 * An on/off control (Radix Switch): a button with `role="switch"` and `aria-checked`, toggled by
 * click, Space or Enter. The parts render exactly Radix's markup and take its props; the look is the
 * caller's (`className` on the root and the thumb).
 */
export { Root, Thumb } from 'radix-ui/switch';
export type { SwitchProps as RootProps, SwitchThumbProps as ThumbProps } from 'radix-ui/switch';
