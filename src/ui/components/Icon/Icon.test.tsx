/* eslint-disable testing-library/no-node-access, testing-library/no-container -- a decorative icon is
   hidden from assistive technology, and its drawing has no role: its markup is what there is to check. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { iconNames } from './icons.ts';

describe('Icon', () => {
  it('is hidden from assistive technology unless it is given a name', () => {
    const { container } = render(<Icon name="close" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image with its label as the name when it stands alone', () => {
    render(<Icon name="cart" label="Cart" />);
    const image = screen.getByRole('img', { name: 'Cart' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  it('draws line icons in stroke and solid ones in fill, both in currentColor', () => {
    const { container } = render(
      <>
        <Icon name="check" />
        <Icon name="play" />
        <Icon name="heartFilled" />
      </>,
    );
    const [check, play, heart] = [...container.querySelectorAll('path')];
    expect(check).toHaveAttribute('stroke', 'currentColor');
    expect(check).toHaveAttribute('stroke-width', '2.5');
    expect(check).toHaveAttribute('fill', 'none');
    expect(play).toHaveAttribute('fill', 'currentColor');
    expect(play).not.toHaveAttribute('stroke');
    expect(heart).toHaveAttribute('fill', 'currentColor');
    expect(heart).toHaveAttribute('stroke', 'currentColor');
  });

  it('takes a heavier line or sharp corners where a use needs them', () => {
    const { container } = render(
      <>
        <Icon name="check" strokeWidth={3} />
        <Icon name="chevronDown" sharp />
        <Icon name="chevronDown" />
      </>,
    );
    const [check, sharp, round] = [...container.querySelectorAll('path')];
    expect(check).toHaveAttribute('stroke-width', '3');
    expect(sharp).not.toHaveAttribute('stroke-linejoin');
    expect(round).toHaveAttribute('stroke-linejoin', 'round');
  });

  it('has a drawing for every name', () => {
    const { container } = render(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    const drawn = [...container.querySelectorAll('svg')].map((svg) => svg.dataset.icon);
    expect(drawn).toEqual(iconNames);
    for (const path of container.querySelectorAll('path'))
      expect(path.getAttribute('d')).not.toBe('');
  });
});
