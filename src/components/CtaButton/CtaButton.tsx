import type { CSSProperties } from 'react';
import type { CtaButtonWire } from '#src/api/types.ts';
import { Button, type ButtonSize, type ButtonVariant } from '#src/components/Button/index.ts';
import { ButtonLink } from '#src/components/ButtonLink/index.ts';
import { Dialog } from '#src/components/Dialog/index.ts';
import { OptInForm } from '#src/components/OptInForm/index.ts';
import { Inline, type InlineProps } from '#src/components/Stack/index.ts';
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
    return (
      <Dialog.Root>
        <Dialog.Trigger>
          <Button size={size} variant={variant} className={styles.cta}>
            {text}
          </Button>
        </Dialog.Trigger>
        <Dialog.Content title={text} size="small">
          <OptInForm tag={button.optInFormTag} listId={button.listId} />
        </Dialog.Content>
      </Dialog.Root>
    );
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
