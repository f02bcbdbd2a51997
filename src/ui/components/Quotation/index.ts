export { Quotation, type QuotationProps, type QuotationTone } from './Quotation.tsx';
export { quotationTones } from './Quotation.css.ts';
