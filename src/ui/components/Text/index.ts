export { Text, type TextProps, type TextSize, type TextTone, type TextWeight } from './Text.tsx';
export { textSizes, textTones, textWeights, textAligns } from './Text.css.ts';
