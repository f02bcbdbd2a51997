export { CoachCard, availableNowText, onlineText, type CoachCardProps } from './CoachCard.tsx';
export { ProviderCard, teamFacesShown, type ProviderCardProps } from './ProviderCard.tsx';
export { PostCard, postSummary, type PostCardLayout, type PostCardProps } from './PostCard.tsx';
export { CourseCard, courseKickerText, type CourseCardProps } from './CourseCard.tsx';
export { CardSkeleton, cardKinds, type CardKind, type CardSkeletonProps } from './CardSkeleton.tsx';
export { cardImageSizes, type CardHeadingLevel } from './cardParts.tsx';
export {
  favoriteFailedText,
  useFavoriteCoaches,
  type FavoriteCoaches,
} from './useFavoriteCoaches.ts';
export { useLoadFailureLog } from './useLoadFailureLog.ts';
export { FavoriteButton } from './FavoriteButton.tsx';
