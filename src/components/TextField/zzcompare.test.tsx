import { render, cleanup } from '@testing-library/react';
import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import type { ReactElement } from 'react';
import { TextField } from '#src/components/TextField/index.ts';
import { TextArea } from '#src/components/TextArea/index.ts';
import { Select } from '#src/components/Select/index.ts';
import { Checkbox } from '#src/components/Checkbox/index.ts';
import { RadioGroup } from '#src/components/Radio/index.ts';

const opts = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B', disabled: true }];
const cases: Record<string, ReactElement> = {};
for (const [k, p] of Object.entries({
  plain: {},
  full: { hint: 'Hint text', error: 'Bad', required: true, tone: 'inverse' as const, id: 'x1', className: 'extra' },
  hidden: { hideLabel: true, error: '', hint: '' },
})) {
  cases[`tf-${k}`] = <TextField label="Name" name="n" {...p} aria-describedby={k === 'full' ? 'ext' : undefined} />;
  cases[`ta-${k}`] = <TextArea label="About" name="a" {...p} defaultValue="hey" aria-describedby={k === 'full' ? 'ext' : undefined} />;
  cases[`se-${k}`] = <Select label="Pick" name="s" options={opts} {...p} />;
  const { hideLabel: _h, ...cp } = p as { hideLabel?: boolean };
  cases[`cb-${k}`] = <Checkbox label="Tick" name="c" {...cp} />;
  cases[`rg-${k}`] = <RadioGroup label="Choose" name="r" options={opts} {...cp} />;
}

it('dumps', () => {
  const out: Record<string, string> = {};
  for (const [k, el] of Object.entries(cases)) {
    const { container } = render(el);
    out[k] = container.innerHTML;
    cleanup();
  }
  writeFileSync(process.env.DUMP_FILE ?? '/tmp/fieldcmp/out.json', JSON.stringify(out, null, 1));
});
