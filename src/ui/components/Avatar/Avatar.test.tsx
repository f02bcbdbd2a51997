import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';
import { initialsOf } from './initials.ts';

describe('Avatar', () => {
  it('shows the picture named after the person', () => {
    render(<Avatar src="/media/rosa.jpg" name="Rosa Diaz" />);
    const img = screen.getByRole('img', { name: 'Rosa Diaz' });
    expect(img).toHaveAttribute('src', '/media/rosa.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads a priority picture at once and first (the largest thing on a profile’s first view)', () => {
    render(<Avatar src="/media/rosa.jpg" name="Rosa Diaz" priority />);
    const img = screen.getByRole('img', { name: 'Rosa Diaz' });
    expect(img).not.toHaveAttribute('loading');
    expect(img).not.toHaveAttribute('decoding');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the initials, named after the person, when there is no picture', () => {
    render(<Avatar src={null} name="Rosa Diaz" />);
    expect(screen.getByRole('img', { name: 'Rosa Diaz' })).toHaveTextContent('RD');
  });

  it('shows the initials for an empty picture address', () => {
    render(<Avatar src="" name="Sam" />);
    expect(screen.getByRole('img', { name: 'Sam' })).toHaveTextContent('S');
  });

  it('falls back to the initials when the picture fails to load', () => {
    render(<Avatar src="/media/missing.jpg" name="Rosa Diaz" />);
    fireEvent.error(screen.getByRole('img', { name: 'Rosa Diaz' }));
    const fallback = screen.getByRole('img', { name: 'Rosa Diaz' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('RD');
  });

  it('tries again when given a new picture after a failure', () => {
    const { rerender } = render(<Avatar src="/media/missing.jpg" name="Rosa Diaz" />);
    fireEvent.error(screen.getByRole('img', { name: 'Rosa Diaz' }));
    rerender(<Avatar src="/media/rosa.jpg" name="Rosa Diaz" />);
    expect(screen.getByRole('img', { name: 'Rosa Diaz' })).toHaveAttribute(
      'src',
      '/media/rosa.jpg',
    );
  });
});

describe('a decorative avatar (beside the name in text)', () => {
  it('gives its picture no text alternative, so the name is not read twice', () => {
    render(<Avatar src="/media/rosa.jpg" name="Rosa Diaz" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/media/rosa.jpg');
  });

  it('shows the initials without naming them', () => {
    render(<Avatar name="Rosa Diaz" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('RD')).toBeInTheDocument();
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Mary Ann Evans')).toBe('ME');
  });

  it('takes one letter from a single name', () => {
    expect(initialsOf('Prince')).toBe('P');
  });

  it('upper-cases and ignores extra spaces', () => {
    expect(initialsOf('  bell   hooks ')).toBe('BH');
  });

  it('gives nothing for a blank name', () => {
    expect(initialsOf('   ')).toBe('');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initialsOf('𝒜lice 𝒵ed')).toBe('𝒜𝒵');
  });
});
