import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './Loader.tsx';

describe('Loader', () => {
  it('announces "Loading..." by default, as a visible status', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it('announces its own label', () => {
    render(<Loader label="Loading cart..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cart...');
  });

  it('still announces the label when it is hidden from sight', () => {
    render(<Loader label="Tallying your score..." hideLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Tallying your score...');
  });
});
