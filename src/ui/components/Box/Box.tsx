import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '#src/ui/theme/sprinkles.css.ts';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> &
  Sprinkles & {
    as?: ElementType;
    ref?: Ref<HTMLElement>;
  };

/** The layout primitive: any element, styled only through the theme's responsive sprinkles. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const sprinkleProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else nativeProps[key] = value;
  }
  const classes = [sprinkles(sprinkleProps as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...nativeProps, className: classes || undefined });
}
