import type { CSSProperties } from 'react';
import type { CtaButtonWire } from '#src/lib/api/types.ts';
import { Button, type ButtonSize, type ButtonVariant } from '#src/ui/components/Button/index.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { lazyComponent } from '#src/lib/lazy/lazyComponent.tsx';
import { useLazyDialog } from '#src/lib/lazy/useLazyDialog.ts';
import { Inline, type InlineProps } from '#src/ui/components/Stack/index.ts';
import * as styles from './CtaButton.css.ts';

/** The text a call-to-action button shows, or null when it must not show (blank after trimming). */
export function ctaButtonText(button: CtaButtonWire): string | null {
  const text = button.buttonText?.trim();
  return text ? text : null;
}

/** The CMS colours of a link button as an inline style; blank colours are left to the theme. */
export function ctaButtonColours(button: CtaButtonWire): CSSProperties | undefined {
  const style: CSSProperties = {};
  if (button.fontColor?.trim()) style.color = button.fontColor.trim();
  if (button.borderColor?.trim()) style.borderColor = button.borderColor.trim();
  if (button.backgroundColor?.trim()) style.backgroundColor = button.backgroundColor.trim();
  return Object.keys(style).length > 0 ? style : undefined;
}

// The dialog and its form load when the button is first pressed (or hovered or focused).
const OptInDialog = lazyComponent(() =>
  import('./OptInDialog.tsx').then((module) => module.OptInDialog),
);

function OptInCta({ button, text, size, variant }: Required<CtaButtonProps> & { text: string }) {
  const dialog = useLazyDialog(OptInDialog.preload);
  return (
    <>
      <Button size={size} variant={variant} className={styles.cta} {...dialog.buttonProps}>
        {text}
      </Button>
      {dialog.mounted ? (
        <OptInDialog
          title={text}
          tag={button.optInFormTag}
          listId={button.listId}
          {...dialog.dialogProps}
        />
      ) : null}
    </>
  );
}

export interface CtaButtonProps {
  button: CtaButtonWire;
  size?: ButtonSize;
  /** The look when the CMS sets no colours (`inverse` on green backgrounds). */
  variant?: ButtonVariant;
}

/**
 * The call-to-action button of docs/cms-contract.md: an opt-in button opens an e-mail sign-up in a dialog
 * (with its tag and list); any other is a link styled as a button, in the CMS colours when given. Its
 * text shows only when non-blank after trimming; otherwise nothing renders.
 */
export function CtaButton({ button, size = 'medium', variant = 'primary' }: CtaButtonProps) {
  const text = ctaButtonText(button);
  if (!text) return null;

  if (button.isOptInForm) {
    return <OptInCta button={button} text={text} size={size} variant={variant} />;
  }

  return (
    <ButtonLink
      href={button.link ?? '#'}
      size={size}
      variant={variant}
      style={ctaButtonColours(button)}
      className={styles.cta}
    >
      {text}
    </ButtonLink>
  );
}

export interface CtaButtonsProps {
  buttons?: CtaButtonWire[] | null;
  align?: InlineProps['align'];
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}

/** A wrapping row of call-to-action buttons, leaving out those with blank text; nothing when none is left. */
export function CtaButtons({ buttons, align, size, variant, className }: CtaButtonsProps) {
  const shown = (buttons ?? []).filter((button) => ctaButtonText(button) !== null);
  if (shown.length === 0) return null;
  return (
    <Inline space="small" align={align} className={className}>
      {shown.map((button, index) => (
        <CtaButton
          key={`${button.id ?? 'button'}-${index}`}
          button={button}
          size={size}
          variant={variant}
        />
      ))}
    </Inline>
  );
}
