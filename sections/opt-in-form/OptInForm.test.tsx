import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { optInFormSections } from '#src/demo/sections/opt-in-form.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import optInFormModule from './index.ts';
import * as stories from './OptInForm.stories.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers POST /opt-in, recording each body. */
function answerOptIn() {
  const received: unknown[] = [];
  server.use(
    http.post('*/opt-in', async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json({ data: {} }, { status: 201 });
    }),
  );
  return received;
}

async function signUp(email: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /email address/i }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

testSectionSchema(optInFormModule, {
  demos: optInFormSections,
  required: { heading: { message: 'The heading is required.', empty: { value: '  ' } } },
});

testStoryCatalogue(optInFormModule, stories);

describe('opt-in-form section', () => {
  it('shows the heading and subheading over the sign-up form', () => {
    renderSection(optInFormModule, {
      content: { heading: 'Get the calendar', subheading: 'One letter a season.' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Get the calendar' })).toBeInTheDocument();
    expect(screen.getByText('One letter a season.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('signs up with the normalised tags and lists of the section and its add-on, then thanks', async () => {
    const received = answerOptIn();
    renderSection(optInFormModule, {
      content: {
        heading: 'Frost alerts',
        ac_tag: ' frost , calendar,frost',
        listId: 3,
        addOptin: '1',
        addOptin_listId: '9',
        addOptin_ac_tag: 'sms',
      },
    });
    await signUp('  lee@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your submission.');
    expect(received).toEqual([
      { email: 'lee@example.com', tag: 'frost,calendar,sms', listid: '3,9', addOptin: true },
    ]);
  });

  it('applies an add-on with a description only when its checkbox is ticked', async () => {
    const received = answerOptIn();
    renderSection(optInFormModule, {
      content: {
        heading: 'News',
        ac_tag: 'newsletter',
        listId: '3',
        addOptin: true,
        addOptin_description: 'Workshops too',
        addOptin_listId: '7',
        addOptin_ac_tag: 'workshops',
      },
    });
    expect(screen.getByRole('checkbox', { name: 'Workshops too' })).not.toBeChecked();
    await signUp('ana@example.com');
    await screen.findByRole('status');
    expect(received).toEqual([
      { email: 'ana@example.com', tag: 'newsletter', listid: '3', addOptin: false },
    ]);
  });

  it('leaves out a blank tag and list', async () => {
    const received = answerOptIn();
    renderSection(optInFormModule, { content: { heading: 'News', ac_tag: ' , ', listId: '' } });
    await signUp('kim@example.com');
    await screen.findByRole('status');
    expect(received).toEqual([{ email: 'kim@example.com', addOptin: false }]);
  });

  it('shows the CMS’s default background as the image style, and keeps plain', () => {
    for (const [background, style] of [
      ['default', 'image'],
      [undefined, 'image'],
      ['image', 'image'],
      ['plain', 'plain'],
    ] as const)
      expect(parseSection(optInFormModule, { heading: 'x', background })).toMatchObject({
        ok: true,
        section: { content: { background: style } },
      });
  });

  it('reads the add-on switch from the forms the CMS sends, and reports anything else', () => {
    for (const [addOptin, on] of [
      [true, true],
      [1, true],
      ['true', true],
      [false, false],
      ['0', false],
      [null, false],
    ] as const)
      expect(parseSection(optInFormModule, { heading: 'x', addOptin })).toMatchObject({
        ok: true,
        section: { content: { addOptin: on } },
      });
    expect(parseSection(optInFormModule, { heading: 'x', addOptin: 'maybe' })).toMatchObject({
      ok: false,
      field: 'content.addOptin',
    });
  });
});
