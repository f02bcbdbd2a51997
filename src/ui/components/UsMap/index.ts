export { UsMap, type UsMapProps } from './UsMap.tsx';
export { usMapStateCodes, usStateName, isUsMapStateCode } from './usMapNavigation.ts';
export type { UsMapStateCode } from './usMapShapes.ts';
