// The browser the story tests and the end-to-end journeys run in: Debian's `chromium-headless-shell`,
// the same Blink as its `chromium` without the browser's own layers around it. It is what Playwright
// itself runs for a headless Chromium, and on these two cores it does the same work with about a
// quarter less processor time (decision 042). The screenshot baselines are drawn by it: text is
// anti-aliased a little differently by the full browser, so `CHROME_PATH` pointed at another binary
// runs every test but fails most screenshots.

/** The Debian package that holds the test browser (`npm test` installs it where it can). */
export const testBrowserPackage = 'chromium-headless-shell';

/** Where the test browser is: `CHROME_PATH`, or where Debian installs it. */
export const testBrowserPath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
