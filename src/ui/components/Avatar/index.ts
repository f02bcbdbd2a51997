export { Avatar, type AvatarProps, type AvatarSize } from './Avatar.tsx';
export { avatarSizes } from './Avatar.css.ts';
export { initialsOf } from './initials.ts';
