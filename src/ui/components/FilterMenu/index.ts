export { FilterMenu, type FilterMenuProps } from './FilterMenu.tsx';
export { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './MultiSelect.tsx';
export { useNarrowViewport } from './useNarrowViewport.ts';
