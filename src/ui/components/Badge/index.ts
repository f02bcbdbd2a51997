export { Badge, BadgeList, type BadgeProps, type BadgeSize, type BadgeTone } from './Badge.tsx';
export { badgeSizes, badgeTones } from './Badge.css.ts';
