import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import * as styles from './extras.css.ts';
import { progressThrottleMs } from './navigationProgressTiming.ts';

/**
 * A thin bar at the top of the window while a navigation loads. It appears only when the loading
 * takes longer than the throttle (quick navigations show nothing) and grows over five seconds. Hidden
 * from assistive technology: the page's own content says when it has arrived.
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  const [delayPassed, setDelayPassed] = useState(false);
  if (!loading && delayPassed) setDelayPassed(false);

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setDelayPassed(true), progressThrottleMs);
    return () => window.clearTimeout(timer);
  }, [loading]);

  if (!loading || !delayPassed) return null;
  return (
    <div className={styles.progressBar} aria-hidden="true" data-testid="navigation-progress" />
  );
}
