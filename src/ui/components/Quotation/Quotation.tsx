import type { quotationTones } from './Quotation.css.ts';
import { quotation } from './Quotation.css.ts';

export type QuotationTone = (typeof quotationTones)[number];

export interface QuotationProps {
  /** The words quoted: one paragraph. */
  children: string;
  /** `inverse` on the green background. */
  tone?: QuotationTone;
}

/** Someone's words, set large in the heading face with a rule at the start edge. */
export function Quotation({ children, tone = 'default' }: QuotationProps) {
  return (
    <blockquote className={quotation({ tone })}>
      <p>{children}</p>
    </blockquote>
  );
}
