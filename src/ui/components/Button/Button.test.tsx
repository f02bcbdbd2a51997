import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonStyle } from './Button.tsx';
import { buttonSizes, buttonVariants } from './Button.css.ts';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be pressed with the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Next question</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next question' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit the form around it unless it is a submit button', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Show hint</Button>
        <Button type="submit">Sign Up</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show hint' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading keeps its name, is marked busy and cannot be pressed', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can keep focus while loading, marked busy and unavailable, and ignores presses', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const view = (loading: boolean) => (
      <form onSubmit={onSubmit}>
        <Button type="submit" loading={loading} focusableWhileLoading onClick={onClick}>
          Load more
        </Button>
      </form>
    );
    const { rerender } = render(view(false));
    await userEvent.tab();
    rerender(view(true));
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(view(false));
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is not busy when it is not loading', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
  });

  it('cannot be pressed when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Next question
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes other button attributes and its ref to the element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} aria-expanded="false" name="intent" value="save">
        Menu
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('value', 'save');
  });
});

describe('buttonStyle', () => {
  it('gives every variant and size its own class names', () => {
    const classes = buttonVariants.flatMap((variant) =>
      buttonSizes.map((size) => buttonStyle(variant, size)),
    );
    expect(new Set(classes).size).toBe(buttonVariants.length * buttonSizes.length);
  });

  it('takes an options object as well as positional arguments', () => {
    expect(buttonStyle({ variant: 'outline', size: 'large', fullWidth: true })).toBe(
      buttonStyle('outline', 'large', true),
    );
  });

  it('defaults to a medium primary button', () => {
    expect(buttonStyle()).toBe(buttonStyle('primary', 'medium', false));
  });
});
