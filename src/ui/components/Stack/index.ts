export { Stack, type StackProps } from './Stack.tsx';
export { Inline, type InlineProps } from './Inline.tsx';
export { spaces, stackAligns, inlineAligns, inlineAlignYs, type Space } from './Stack.css.ts';
