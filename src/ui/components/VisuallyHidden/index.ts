export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden.tsx';
export { visuallyHidden } from './VisuallyHidden.css.ts';
