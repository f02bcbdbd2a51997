export { CardBrandIcon, type CardBrandIconProps } from './CardBrandIcon.tsx';
export {
  cardBrandLabel,
  cardBrandLabels,
  cardBrandOf,
  cardBrands,
  type CardBrand,
} from './cardBrand.ts';
