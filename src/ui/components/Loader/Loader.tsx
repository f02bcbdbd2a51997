import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.tsx';
import { loader, loaderRing, type loaderSizes } from './Loader.css.ts';
import { Spinner } from './Spinner.tsx';

export type LoaderSize = (typeof loaderSizes)[number];

export interface LoaderProps {
  /** What is loading, e.g. 'Loading cart...'; always announced, shown unless `hideLabel`. */
  label?: string;
  size?: LoaderSize;
  /** Shows only the ring; the label is still read by screen readers. */
  hideLabel?: boolean;
  className?: string;
}

/** A spinning ring with a status message, for waits whose length is unknown. */
export function Loader({
  label = 'Loading...',
  size = 'medium',
  hideLabel = false,
  className,
}: LoaderProps) {
  return (
    <div role="status" className={[loader({ size }), className].filter(Boolean).join(' ')}>
      <Spinner className={loaderRing({ size })} />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </div>
  );
}
