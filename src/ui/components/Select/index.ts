export { Select, type SelectGroup, type SelectOption, type SelectProps } from './Select.tsx';
