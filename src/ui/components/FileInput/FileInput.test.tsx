import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './index.ts';

const photo = () => new File(['png'], 'back-garden.png', { type: 'image/png' });
const label = 'A photo of your garden (optional)';

describe('FileInput', () => {
  it('is named by its label and its button, and says when no file is chosen', () => {
    render(<FileInput label={label} name="gardenImage" buttonText="Choose a photo" hint="JPEG" />);
    const input = screen.getByLabelText(label);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName(`${label} Choose a photo`);
    expect(input).toHaveAccessibleDescription('No file chosen JPEG');
  });

  it('shows the name of the chosen file and hands the change to the caller', async () => {
    const onChange = vi.fn();
    render(<FileInput label={label} name="gardenImage" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText(label), photo());
    expect(screen.getByText('back-garden.png')).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription('back-garden.png');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows no file again when the caller refuses the one chosen', async () => {
    const refuse = (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = '';
    };
    render(<FileInput label={label} name="gardenImage" onChange={refuse} />);
    await userEvent.upload(screen.getByLabelText(label), photo());
    expect(screen.queryByText('back-garden.png')).not.toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('removes the chosen file, tells the caller and puts focus back on the picker', async () => {
    const onChange = vi.fn((event: ChangeEvent<HTMLInputElement>) => event.target.files?.length);
    render(<FileInput label={label} name="gardenImage" onChange={onChange} />);
    const input = screen.getByLabelText(label);
    await userEvent.upload(input, photo());
    await userEvent.click(screen.getByRole('button', { name: 'Remove back-garden.png' }));
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(onChange).toHaveLastReturnedWith(0);
    expect(input).toHaveFocus();
  });

  it('counts the files when several are chosen', async () => {
    render(<FileInput label="Pictures" name="pictures" multiple />);
    const second = new File(['png'], 'side-path.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Pictures'), [photo(), second]);
    expect(screen.getByText('2 files')).toBeInTheDocument();
  });

  it('marks the input invalid while an error shows', () => {
    render(<FileInput label={label} name="gardenImage" error="Please choose an image." />);
    expect(screen.getByLabelText(label)).toBeInvalid();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
      'No file chosen Please choose an image.',
    );
  });
});
