export {
  CtaButton,
  CtaButtons,
  ctaButtonColours,
  ctaButtonText,
  type CtaButtonProps,
  type CtaButtonsProps,
} from './CtaButton.tsx';
export { ctaButtonSchema, ctaButtonsSchema, type CtaButtonContent } from './ctaButtonSchema.ts';
