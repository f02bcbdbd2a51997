export * as Dialog from './Dialog.tsx';
export type {
  ContentProps as DialogContentProps,
  RootProps as DialogRootProps,
} from './Dialog.tsx';
export { dialogSizes, type DialogSize } from './Dialog.css.ts';
