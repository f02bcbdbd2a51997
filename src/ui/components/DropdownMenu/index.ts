export * as DropdownMenu from './DropdownMenu.tsx';
