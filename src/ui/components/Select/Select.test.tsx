import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Select } from './index.ts';

const options = [
  { value: 'diy', label: 'DIY' },
  { value: 'full', label: 'Full Service' },
  { value: 'later', label: 'Decide later', disabled: true },
];

describe('Select', () => {
  it('shows the placeholder until something is chosen', () => {
    render(<Select label="Builder" options={options} placeholder="Choose one" />);
    expect(screen.getByRole('combobox', { name: 'Builder' })).toHaveTextContent('Choose one');
  });

  it('chooses an option and reports its value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select
        label="Builder"
        options={options}
        placeholder="Choose one"
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Builder' }));
    await user.click(screen.getByRole('option', { name: 'Full Service' }));
    expect(onValueChange).toHaveBeenCalledWith('full');
    expect(screen.getByRole('combobox', { name: 'Builder' })).toHaveTextContent('Full Service');
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Select label="Builder" options={options} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('shows a controlled value', () => {
    render(<Select label="Builder" options={options} value="diy" />);
    expect(screen.getByRole('combobox', { name: 'Builder' })).toHaveTextContent('DIY');
  });

  it('marks the field invalid and describes it with the error and hint', () => {
    render(
      <Select
        label="Builder"
        options={options}
        hint="You can change this later."
        error="Please choose one."
      />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Builder' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('You can change this later. Please choose one.');
  });

  it('sends the chosen value with its form', () => {
    render(
      <form aria-label="Design">
        <Select label="Builder" name="builder" options={options} defaultValue="full" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Design' }) as HTMLFormElement;
    expect(new FormData(form).get('builder')).toBe('full');
  });

  it('sends a choice made in the list with its form', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Design">
        <Select label="Builder" name="builder" options={options} placeholder="Choose one" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Design' }) as HTMLFormElement;
    expect(new FormData(form).get('builder')).toBe('');
    await user.click(screen.getByRole('combobox', { name: 'Builder' }));
    await user.click(screen.getByRole('option', { name: 'Full Service' }));
    expect(new FormData(form).get('builder')).toBe('full');
  });

  it('sends valid HTML from the server: every option, after the empty placeholder a required select needs', () => {
    const signUp = (
      <form aria-label="Sign up">
        <Select label="Builder" name="builder" required options={options} defaultValue="full" />
      </form>
    );
    render(<div dangerouslySetInnerHTML={{ __html: renderToString(signUp) }} />);
    const form = screen.getByRole('form', { name: 'Sign up' }) as HTMLFormElement;
    const select = form.elements.namedItem('builder') as HTMLSelectElement;
    expect(select).toBeRequired();
    expect([...select.options].map(({ value, text }) => [value, text])).toEqual([
      ['', 'Builder'],
      ['diy', 'DIY'],
      ['full', 'Full Service'],
      ['later', 'Decide later'],
    ]);
    expect(new FormData(form).get('builder')).toBe('full');
  });

  it('leaves the rest of the page to assistive technology while the list is open, and names the list', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <h1>Contact us</h1>
        <Select label="Builder" options={options} />
        <button type="button">Send</button>
      </main>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Builder' }));
    expect(screen.getByRole('listbox', { name: 'Builder' })).toBeInTheDocument();
    // Hidden elements are left out of role queries: these are still there for a screen reader.
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Builder' })).toHaveAttribute(
      'aria-controls',
      screen.getByRole('listbox').id,
    );
    // The list is part of the field's landmark.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('listbox'));
  });

  it('keeps the page behind a dialog hidden while a list in the dialog is open', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Behind the dialog</button>
        <Dialog.Root defaultOpen>
          <Dialog.Content title="Your garden">
            <Select label="Builder" options={options} />
            <button type="button">Save</button>
          </Dialog.Content>
        </Dialog.Root>
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Builder' }));
    const dialog = screen.getByRole('dialog', { name: 'Your garden' });
    expect(dialog).toContainElement(screen.getByRole('listbox', { name: 'Builder' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Behind the dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Builder' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Behind the dialog' })).not.toBeInTheDocument();
  });

  it('cannot be opened while disabled', async () => {
    const user = userEvent.setup();
    render(<Select label="Builder" options={options} disabled />);
    await user.click(screen.getByRole('combobox', { name: 'Builder' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
