import { CtaButtons, type CtaButtonsProps } from '#src/ui/components/CtaButton/index.ts';

/**
 * A section's call-to-action buttons: large, primary (light ones on a green section), centred unless
 * `align` says otherwise.
 */
export function SectionCtaButtons({
  buttons,
  inverse,
  align = 'center',
}: Pick<CtaButtonsProps, 'buttons' | 'align'> & { inverse: boolean }) {
  return (
    <CtaButtons
      buttons={buttons}
      align={align}
      size="large"
      variant={inverse ? 'inverse' : 'primary'}
    />
  );
}
