export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from './Heading.tsx';
export { headingSizes, headingAligns, headingTones } from './Heading.css.ts';
