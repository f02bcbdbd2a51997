export * as Accordion from './Accordion.tsx';
export type {
  RootProps as AccordionRootProps,
  ItemProps as AccordionItemProps,
  TriggerProps as AccordionTriggerProps,
  ContentProps as AccordionContentProps,
} from './Accordion.tsx';
export { accordionTones, type AccordionTone } from './Accordion.css.ts';
