import type { ReactNode } from 'react';
import * as AccordionPrimitive from 'radix-ui/accordion';
import { Icon } from '#src/ui/components/Icon/index.ts';
import * as styles from './Accordion.css.ts';
import type { AccordionTone } from './Accordion.css.ts';

/** The tones of `Root`, for controls and variant lists. */
export { accordionTones as tones, type AccordionTone as Tone } from './Accordion.css.ts';

interface RootBaseProps {
  /** `inverse` on the green background. */
  tone?: AccordionTone;
  className?: string;
  children: ReactNode;
}

/** Single mode (the default): at most one item open; opening one closes the other, and the open one can be closed. */
export interface RootSingleProps extends RootBaseProps {
  type?: 'single';
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
}

/** Multiple mode: any number of items open at once. */
export interface RootMultipleProps extends RootBaseProps {
  type: 'multiple';
  defaultValue?: string[];
  value?: string[];
  onValueChange?: (value: string[]) => void;
}

export type RootProps = RootSingleProps | RootMultipleProps;

export function Root({ tone, className, ...props }: RootProps) {
  const rootClassName = [styles.root({ tone }), className].filter(Boolean).join(' ');
  // What is left is Radix's own: the mode, its value and the items; only single mode is `collapsible`.
  return props.type === 'multiple' ? (
    <AccordionPrimitive.Root {...props} className={rootClassName} />
  ) : (
    <AccordionPrimitive.Root {...props} type="single" collapsible className={rootClassName} />
  );
}

export interface ItemProps {
  value: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

export function Item({ value, disabled, className, children }: ItemProps) {
  return (
    <AccordionPrimitive.Item
      value={value}
      disabled={disabled}
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      {children}
    </AccordionPrimitive.Item>
  );
}

export const headingLevels = [2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface TriggerProps {
  /** The level of the heading that wraps the trigger button, to fit the page outline. */
  headingLevel?: HeadingLevel;
  children: ReactNode;
}

export function Trigger({ headingLevel = 3, children }: TriggerProps) {
  const trigger = (
    <AccordionPrimitive.Trigger className={styles.trigger}>
      <span>{children}</span>
      <Icon name="chevronDown" className={styles.chevron} />
    </AccordionPrimitive.Trigger>
  );
  // Radix's header is an h3; another level takes the heading's place through `asChild` (a Slot, which
  // clones and merges props: not worth it where the h3 is right — the same element either way).
  if (headingLevel === 3) {
    return (
      <AccordionPrimitive.Header className={styles.header}>{trigger}</AccordionPrimitive.Header>
    );
  }
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <HeadingTag className={styles.header}>{trigger}</HeadingTag>
    </AccordionPrimitive.Header>
  );
}

export interface ContentProps {
  className?: string;
  children: ReactNode;
}

export function Content({ className, children }: ContentProps) {
  return (
    <AccordionPrimitive.Content className={[styles.content, className].filter(Boolean).join(' ')}>
      <div className={styles.contentInner}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
