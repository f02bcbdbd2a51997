export {
  Button,
  buttonStyle,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonStyleOptions,
} from './Button.tsx';
export { buttonVariants, buttonSizes } from './Button.css.ts';
