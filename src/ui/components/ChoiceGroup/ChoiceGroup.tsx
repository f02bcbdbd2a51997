/**
 * One choice among several, drawn your own way (answer cards, a survey's own radios): radio
 * semantics and keys from Radix RadioGroup — arrow keys move between the choices, Tab leaves the group, the
 * group sends `name=value` inside a form. The parts render exactly Radix's markup and take its props;
 * the look is the caller's (`className`). For a labelled field of plain radios use `RadioGroup`.
 */
export { Indicator, Item, Root } from 'radix-ui/radio-group';
export type {
  RadioGroupIndicatorProps as IndicatorProps,
  RadioGroupItemProps as ItemProps,
  RadioGroupProps as RootProps,
} from 'radix-ui/radio-group';
