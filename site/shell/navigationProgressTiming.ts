/** The top progress bar shows only for navigations slower than this (docs/spec/platform.md §9: throttle 200 ms). */
export const progressThrottleMs = 200;
/** How long the bar takes to cross the page (docs/spec/platform.md §9: duration 5 s). */
export const progressDurationMs = 5000;
