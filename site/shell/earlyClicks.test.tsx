import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyClicksScript, holdEarlyClicks } from './earlyClicks.ts';

// React's marks on the DOM nodes it has taken over: the script waits for them before playing a click.
const claim = (element: Element) =>
  Object.assign(element, { __reactProps$test: {} }) as unknown as HTMLElement;
const pause = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

async function hydrate() {
  document.documentElement.setAttribute('data-hydrated', '');
  // The script's observer runs as a microtask and plays held clicks in a timer of its own: that timer
  // is set before the pause below, so it has run when the pause ends, however slow the machine.
  await pause();
  await pause(5);
}

/** What the page's handlers (React's root listener) hear. */
function listen() {
  const heard: string[] = [];
  const onClick = (event: Event) => {
    const target = (event.target as Element).closest('[data-name]');
    if (target) heard.push(`click ${target.getAttribute('data-name')}`);
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    heard.push(`submit ${(event.target as Element).getAttribute('data-name')}`);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  return {
    heard,
    stop: () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
    },
  };
}

let page: ReturnType<typeof listen>;
beforeEach(() => {
  document.documentElement.removeAttribute('data-hydrated');
  page = listen();
});
afterEach(async () => {
  // Whatever a test left held is let go, and the script's listeners with it.
  await hydrate();
  page.stop();
  document.body.innerHTML = '';
});

describe('holdEarlyClicks', () => {
  it('holds a button’s click until hydration, marks it busy, then plays it once', async () => {
    holdEarlyClicks(window);
    document.body.innerHTML = '<button type="button" data-name="menu"><span>Menu</span></button>';
    const button = document.querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.querySelector('span')!.dispatchEvent(click);
    button.click(); // a second click on the same control is not played twice

    expect(click.defaultPrevented).toBe(true);
    expect(page.heard).toEqual([]);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-early-click')).toBe(true);

    claim(button);
    await hydrate();
    expect(page.heard).toEqual(['click menu']);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('data-early-click')).toBe(false);
  });

  it('lets links with an address, and every click after hydration, go through', async () => {
    holdEarlyClicks(window);
    document.body.innerHTML =
      '<a href="#somewhere" data-name="link"><span>Go</span></a><button type="button" data-name="later">Later</button>';
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a span')!.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    expect(page.heard).toEqual(['click link']);

    await hydrate();
    document.querySelector('button')!.click();
    expect(page.heard).toEqual(['click link', 'click later']);
  });

  it('holds the submit of a form only a script sends, and sends it again with its button', async () => {
    holdEarlyClicks(window);
    document.body.innerHTML = `
      <form data-name="signup"><input name="email" value="a@b.test"><button data-name="send">Sign Up</button></form>
      <form action="/login" method="post" data-name="login"><button data-name="login-button">Log In</button></form>`;
    const [signup, login] = [...document.querySelectorAll('form')];
    const [send, logIn] = [...document.querySelectorAll('button')];
    const onNativeSubmit = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener('submit', onNativeSubmit);

    send!.click();
    logIn!.click();
    // The button's click is not held (it submits); the form with an action is sent natively.
    expect(page.heard).toEqual(['click send', 'click login-button', 'submit login']);
    expect(send!.getAttribute('aria-busy')).toBe('true');
    expect(onNativeSubmit).toHaveBeenCalledTimes(1);

    claim(signup!);
    claim(login!);
    const submitted = new Promise<SubmitEvent>((resolve) =>
      signup!.addEventListener('submit', (event) => resolve(event as SubmitEvent)),
    );
    await hydrate();
    expect((await submitted).submitter).toBe(send);
    expect(page.heard.at(-1)).toBe('submit signup');
    expect(send!.hasAttribute('aria-busy')).toBe(false);
    window.removeEventListener('submit', onNativeSubmit);
  });

  it('finds a control React put in the place of the server’s, and keeps a busy state it had', async () => {
    holdEarlyClicks(window);
    document.body.innerHTML =
      '<div><p>Intro</p><button type="button" data-name="server" aria-busy="false">Book</button></div>';
    const server = document.querySelector('button')!;
    server.click();
    expect(server.getAttribute('aria-busy')).toBe('true');

    const fresh = claim(document.createElement('button'));
    fresh.setAttribute('data-name', 'fresh');
    server.replaceWith(fresh);
    await hydrate();
    expect(page.heard).toEqual(['click fresh']);
    expect(server.getAttribute('aria-busy')).toBe('false');
  });

  it('lets go of a control React never takes over, doing nothing', async () => {
    holdEarlyClicks(window, 120);
    document.body.innerHTML = '<button type="button" data-name="static">Static</button>';
    const button = document.querySelector('button')!;
    button.click();
    await hydrate();
    expect(button.getAttribute('aria-busy')).toBe('true');
    await pause(200);
    expect(page.heard).toEqual([]);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('data-early-click')).toBe(false);
  });

  it('plays a click on a control React takes over a little after the page is marked hydrated', async () => {
    holdEarlyClicks(window);
    document.body.innerHTML = '<button type="button" data-name="late">Late</button>';
    const button = document.querySelector('button')!;
    button.click();
    await hydrate();
    expect(page.heard).toEqual([]);
    claim(button);
    await pause(80);
    expect(page.heard).toEqual(['click late']);
  });

  it('presses a menu button before playing its click (it opens on the press)', async () => {
    holdEarlyClicks(window);
    document.body.innerHTML =
      '<button type="button" aria-haspopup="menu" data-name="account">Account</button>';
    const button = document.querySelector('button')!;
    const pressed: string[] = [];
    button.addEventListener('pointerdown', (event) =>
      pressed.push(`${event.type} ${event.button} ${event.pointerType}`),
    );
    button.click();
    claim(button);
    await hydrate();
    expect(pressed).toEqual(['pointerdown 0 mouse']);
    expect(page.heard).toEqual(['click account']);
  });

  it('works as the inline script the page carries (its source stands alone)', async () => {
    new Function(earlyClicksScript())();
    document.body.innerHTML = '<div role="button" data-name="tile">Tile</div>';
    const tile = document.querySelector<HTMLElement>('[role="button"]')!;
    tile.click();
    expect(page.heard).toEqual([]);
    expect(tile.getAttribute('aria-busy')).toBe('true');
    claim(tile);
    await hydrate();
    expect(page.heard).toEqual(['click tile']);
  });
});
