export { Image, defaultAspectRatio, type ImageProps } from './Image.tsx';
export { imageFits } from './Image.css.ts';
