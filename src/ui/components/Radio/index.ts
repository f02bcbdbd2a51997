export { RadioGroup, type RadioGroupProps, type RadioOption } from './Radio.tsx';
export { radioOrientations, type RadioOrientation } from './Radio.css.ts';
