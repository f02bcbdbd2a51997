/* eslint-disable testing-library/no-node-access -- a skeleton is hidden from assistive technology on
   purpose, so there is no role, label or text to query it by. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the given size, with numbers as px', () => {
    const { container } = render(<Skeleton width={120} height="2rem" />);
    expect(container.firstElementChild).toHaveStyle({ width: '120px', height: '2rem' });
  });

  it('draws one bar per line when asked for lines', () => {
    const { container } = render(<Skeleton lines={3} />);
    const block = container.firstElementChild;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block?.children).toHaveLength(3);
  });
});
