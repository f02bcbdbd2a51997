export { Toasts, toastStatusWords } from './Toasts.tsx';
export { toastStatuses } from './Toasts.css.ts';
