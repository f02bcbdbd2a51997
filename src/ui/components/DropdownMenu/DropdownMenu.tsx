/**
 * A menu that a button opens (Radix DropdownMenu): arrow keys move between the items, Enter or Space
 * picks one, Escape closes and focus returns to the trigger. The parts render exactly Radix's markup
 * and take its props (`asChild`, `align`, `sideOffset`…); the look is the caller's (`className`).
 */
export { Content, Item, Portal, Root, Separator, Trigger } from 'radix-ui/dropdown-menu';
export type {
  DropdownMenuContentProps as ContentProps,
  DropdownMenuItemProps as ItemProps,
  DropdownMenuProps as RootProps,
  DropdownMenuTriggerProps as TriggerProps,
} from 'radix-ui/dropdown-menu';
