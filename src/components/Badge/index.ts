export { Badge, type BadgeProps, type BadgeTone } from './Badge.tsx';
export { badgeTones } from './Badge.css.ts';
