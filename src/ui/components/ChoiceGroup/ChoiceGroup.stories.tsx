import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import * as radioStyles from '#src/ui/components/Radio/Radio.css.ts';
import { ChoiceGroup } from './index.ts';

const soils = ['Clay', 'Loam', 'Sand'];

function SoilQuestion() {
  const [soil, setSoil] = useState('');
  return (
    <Box padding="large">
      <p id="soil-question">What is your soil like?</p>
      <ChoiceGroup.Root
        aria-labelledby="soil-question"
        value={soil}
        onValueChange={setSoil}
        className={radioStyles.group({ orientation: 'vertical' })}
      >
        {soils.map((choice) => (
          <div key={choice} className={radioStyles.option}>
            <ChoiceGroup.Item id={`soil-${choice}`} value={choice} className={radioStyles.radio}>
              <ChoiceGroup.Indicator className={radioStyles.dot} />
            </ChoiceGroup.Item>
            <label htmlFor={`soil-${choice}`} className={radioStyles.optionLabel({})}>
              {choice}
            </label>
          </div>
        ))}
      </ChoiceGroup.Root>
    </Box>
  );
}

/**
 * **ChoiceGroup**: one choice among several when the choices are drawn your own way (the quiz's
 * answer cards, a survey's radios): radio semantics and keys, the look from `className`. Here with
 * the RadioGroup's own look. For a plain labelled field of radios use `RadioGroup`.
 */
const meta = {
  title: 'Components/ChoiceGroup',
  component: SoilQuestion,
} satisfies Meta<typeof SoilQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeysMove: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'What is your soil like?' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Clay' }));
    await expect(canvas.getByRole('radio', { name: 'Clay' })).toBeChecked();
    // One tab stop for the group; the arrow keys move inside it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Loam' })).toHaveFocus();
    await userEvent.click(canvas.getByText('Sand'));
    await expect(canvas.getByRole('radio', { name: 'Sand' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Clay' })).not.toBeChecked();
  },
};
