import { spinner } from './Spinner.css.ts';

/** The decorative spinning ring used by `Loader` and by a loading `Button`; it has no name of its own. */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={[spinner, className].filter(Boolean).join(' ')} />;
}
