export { HeroLayout, type HeroLayoutProps } from './HeroLayout.tsx';
export { besideLayout } from './HeroLayout.css.ts';
