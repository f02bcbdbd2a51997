export * as ChoiceGroup from './ChoiceGroup.tsx';
