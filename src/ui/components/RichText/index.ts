export { RichText, type RichTextProps } from './RichText.tsx';
export {
  richTextSizes,
  richTextTones,
  type RichTextSize,
  type RichTextTone,
} from './RichText.css.ts';
export { useInPageLinks } from './useInPageLinks.ts';
