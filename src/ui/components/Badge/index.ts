export {
  Badge,
  BadgeList,
  NameBadges,
  type BadgeProps,
  type BadgeSize,
  type BadgeTone,
} from './Badge.tsx';
export { StatusBadge, type StatusBadgeTone } from './StatusBadge.tsx';
export { badgeSizes, badgeTones, statusBadgeTones } from './Badge.css.ts';
