export { HeroLayout, type HeroLayoutProps } from './HeroLayout.tsx';
