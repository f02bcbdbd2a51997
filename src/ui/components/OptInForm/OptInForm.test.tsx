import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '#src/lib/api/ApiProvider.tsx';
import { createApiClient } from '#src/lib/api/client.ts';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import {
  OptInForm,
  optInWording,
  redirectTarget,
  validateOptInEmail,
  type OptInFormProps,
} from './index.ts';

function respond(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

function renderForm(
  props: OptInFormProps = {},
  fetchImpl = respond(200, { data: { status: 'subscribed' } }),
) {
  const client = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  render(
    <MemoryRouter initialEntries={['/garden']}>
      <ConfigProvider value={{ ...defaultPublicConfig, siteUrl: 'https://trellis.example' }}>
        <ApiProvider client={client}>
          <Routes>
            <Route path="/garden" element={<OptInForm {...props} />} />
            <Route path="/thanks" element={<p>Thanks page</p>} />
          </Routes>
        </ApiProvider>
      </ConfigProvider>
    </MemoryRouter>,
  );
  return { fetchImpl };
}

function sentBody(fetchImpl: ReturnType<typeof respond>) {
  const init = fetchImpl.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body)) as unknown;
}

async function signUp(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return user;
}

describe('OptInForm', () => {
  it('posts the address with the normalised tag and list to /opt-in and thanks the person', async () => {
    const { fetchImpl } = renderForm({ tag: ' spring, news ,spring', listId: 3 });
    await signUp('rose@example.com');
    expect(await screen.findByText('Thank you for your submission.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/opt-in');
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchImpl)).toEqual({
      email: 'rose@example.com',
      tag: 'spring,news',
      listid: '3',
      addOptin: false,
    });
  });

  it('leaves a blank tag out of the submission', async () => {
    const { fetchImpl } = renderForm({ tag: '  ' });
    await signUp('rose@example.com');
    await screen.findByText(optInWording.success);
    expect(sentBody(fetchImpl)).toEqual({ email: 'rose@example.com', addOptin: false });
  });

  it('appends the add-on list only when its box is ticked', async () => {
    const { fetchImpl } = renderForm({
      tag: 'hero',
      listId: 3,
      addOptin: { description: 'Coaching offers too', tag: 'coaching', listId: 9 },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'rose@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Coaching offers too' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText(optInWording.success);
    expect(sentBody(fetchImpl)).toEqual({
      email: 'rose@example.com',
      tag: 'hero,coaching',
      listid: '3,9',
      addOptin: true,
    });
  });

  it('leaves the add-on out when its box is not ticked', async () => {
    const { fetchImpl } = renderForm({
      tag: 'hero',
      addOptin: { description: 'Coaching offers too', tag: 'coaching' },
    });
    await signUp('rose@example.com');
    await screen.findByText(optInWording.success);
    expect(sentBody(fetchImpl)).toEqual({
      email: 'rose@example.com',
      tag: 'hero',
      addOptin: false,
    });
  });

  it('asks for an address when the field is empty, without calling the API', async () => {
    const { fetchImpl } = renderForm();
    await signUp('');
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAccessibleDescription('Please enter your email address.');
    expect(field).toHaveFocus();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses a malformed address and clears the message once the person edits it', async () => {
    const { fetchImpl } = renderForm();
    const user = await signUp('rose@garden');
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.type(field, '.com');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('puts a 422 e-mail error on the field and keeps what was typed', async () => {
    renderForm(
      {},
      respond(422, { errors: { email: ['This e-mail address cannot receive mail.'] } }),
    );
    await signUp('rose@example.com');
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('This e-mail address cannot receive mail.'),
    );
    expect(field).toHaveValue('rose@example.com');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows other server failures above the button and lets the person try again', async () => {
    renderForm({}, respond(500, {}));
    await signUp('rose@example.com');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An unknown error occurred, please try again soon.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('rose@example.com');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('shows errors on fields it does not have as the form message', async () => {
    renderForm({ tag: 'x' }, respond(422, { errors: { tag: ['That list is closed.'] } }));
    await signUp('rose@example.com');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('That list is closed.'),
    );
  });

  it('marks the button busy while sending', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = vi.fn<typeof fetch>(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderForm({}, pending);
    await signUp('rose@example.com');
    const button = screen.getByRole('button', { name: 'Sign Up' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    answer(new Response('{}', { status: 200 }));
    expect(await screen.findByText(optInWording.success)).toBeInTheDocument();
  });

  it('reports success and goes to an internal redirect address', async () => {
    const onSuccess = vi.fn();
    renderForm({ redirectUrl: 'https://trellis.example/thanks', onSuccess });
    await signUp('rose@example.com');
    expect(await screen.findByText('Thanks page')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith('rose@example.com');
  });

  it('uses its own submit label', () => {
    renderForm({ submitLabel: 'Get the guide' });
    expect(screen.getByRole('button', { name: 'Get the guide' })).toHaveAttribute('type', 'submit');
  });
});

describe('validateOptInEmail', () => {
  it('accepts an ordinary address, ignoring surrounding spaces', () => {
    expect(validateOptInEmail('  rose.m+news@garden.co.uk ')).toBeNull();
  });

  it('asks for an address when blank and a valid one when malformed', () => {
    expect(validateOptInEmail('   ')).toBe('Please enter your email address.');
    expect(validateOptInEmail('rose@garden')).toBe('Please enter a valid email address.');
    expect(validateOptInEmail('rose garden@example.com')).toBe(
      'Please enter a valid email address.',
    );
    expect(validateOptInEmail('@example.com')).toBe('Please enter a valid email address.');
  });
});

describe('redirectTarget', () => {
  const siteUrl = 'https://trellis.example';

  it('routes addresses of this site and paths through the router', () => {
    expect(redirectTarget('https://trellis.example/thanks?x=1', siteUrl)).toEqual({
      kind: 'navigate',
      to: '/thanks?x=1',
    });
    expect(redirectTarget('/quiz', siteUrl)).toEqual({ kind: 'navigate', to: '/quiz' });
  });

  it('loads other sites in the window', () => {
    expect(redirectTarget('https://shop.example/welcome', siteUrl)).toEqual({
      kind: 'load',
      href: 'https://shop.example/welcome',
    });
  });

  it('goes nowhere for a blank, "#" or unsafe address', () => {
    expect(redirectTarget(undefined, siteUrl)).toBeNull();
    expect(redirectTarget('  ', siteUrl)).toBeNull();
    expect(redirectTarget('#', siteUrl)).toBeNull();
    expect(redirectTarget('javascript:alert(1)', siteUrl)).toBeNull();
  });
});
