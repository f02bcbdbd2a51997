export {
  Badge,
  BadgeList,
  StatusBadge,
  type BadgeProps,
  type BadgeSize,
  type BadgeTone,
  type StatusBadgeTone,
} from './Badge.tsx';
export { badgeSizes, badgeTones, statusBadgeTones } from './Badge.css.ts';
