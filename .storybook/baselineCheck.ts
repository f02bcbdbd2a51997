// The quick first look of the visual check (decision 042, fifth round): a browser command, run in
// Node, that shoots the story's box straight from the runner's page and compares it with its
// committed baseline, with the comparator and the options Vitest's `toMatchScreenshot` uses. It only
// ever says "the same": anything else (a difference, a missing baseline, a new size) goes on to
// `toMatchScreenshot` as before, which shoots again until the page is still, then reports, writes
// the actual image and the diff, or updates the baseline. So a shot passes here only if it matches
// its baseline exactly as it would there.
//
// Why: `toMatchScreenshot` shoots through Playwright's element screenshot, which first waits for the
// element to be visible and still, scrolls it into view and measures it: 229 ms a shot against
// 70 ms for the capture itself (measured on 103 shots of four story files). The story's box is
// already known and still here (the setup waited for it), so that work is done once, in the page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diff } from '@blazediff/core';
import type { CDPSession, Page } from 'playwright';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';
import { baselineDir, visualComparatorOptions } from './visualRegression.ts';

/** The part of the story's page to compare: the box the setup measured, in the story's pixels. */
export interface ShotBox {
  top: number;
  width: number;
  height: number;
}

/** One CDP session per runner page, opened on its first shot. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Whether the story, shot now at `box`, is the same as the committed baseline `file` (a name in
 * `baselineDir`). False when there is no baseline, when the sizes differ, or when any pixel
 * differs beyond the comparator's options.
 */
export const matchesBaseline: BrowserCommand<[file: string, box: ShotBox]> = async (
  context,
  file,
  box,
) => {
  if (box.width < 1 || box.height < 1) return false;
  const referenceFile = await readFile(
    path.join(context.project.config.root, baselineDir, file),
  ).catch(() => null);
  if (!referenceFile) return false;
  const { page } = context;
  // Where the story's frame sits in the runner's page (the runner shows it unscaled: fitVisualPage).
  const frame = await page.evaluate(() => {
    const element = document.querySelector('iframe[data-vitest="true"]');
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    return { x: rect.x + element.clientLeft, y: rect.y + element.clientTop };
  });
  if (!frame) return false;
  const session = await sessionOf(page);
  const { data } = (await session.send('Page.captureScreenshot', {
    format: 'png',
    clip: { x: frame.x, y: frame.y + box.top, width: box.width, height: box.height, scale: 1 },
    // Encoded faster, decoded the same: the pixels are what they are.
    optimizeForSpeed: true,
  })) as { data: string };
  return samePicture(referenceFile, Buffer.from(data, 'base64'));
};

/**
 * Whether two PNG files show the same picture for the visual check: the same size, and no pixel
 * that differs beyond `visualComparatorOptions`, counted as Vitest's `pixelmatch` comparator counts
 * (@vitest/browser: @blazediff/core's `diff` on pngjs's pixels, with the same options).
 */
export function samePicture(referenceFile: Buffer, actualFile: Buffer): boolean {
  const reference = PNG.sync.read(referenceFile);
  const actual = PNG.sync.read(actualFile);
  if (actual.width !== reference.width || actual.height !== reference.height) return false;
  const mismatched = diff(reference.data, actual.data, undefined, actual.width, actual.height, {
    threshold: visualComparatorOptions.threshold,
    includeAA: visualComparatorOptions.includeAA,
  });
  return mismatched <= visualComparatorOptions.allowedMismatchedPixels;
}
