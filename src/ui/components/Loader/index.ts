export { Loader, type LoaderProps, type LoaderSize } from './Loader.tsx';
export { loaderSizes } from './Loader.css.ts';
export { Spinner } from './Spinner.tsx';
