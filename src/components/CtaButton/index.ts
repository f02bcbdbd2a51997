export {
  CtaButton,
  CtaButtons,
  ctaButtonColours,
  ctaButtonText,
  type CtaButtonProps,
  type CtaButtonsProps,
} from './CtaButton.tsx';
