export * as Switch from './Switch.tsx';
