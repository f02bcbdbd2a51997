import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu, DesignBannerPanel, GoLiveToggle, loadShownShellParts } from './shellParts.ts';

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

describe('loadShownShellParts', () => {
  afterEach(() => vi.restoreAllMocks());

  const spies = () => ({
    menu: vi.spyOn(AccountMenu, 'preload').mockResolvedValue(() => null),
    goLive: vi.spyOn(GoLiveToggle, 'preload').mockResolvedValue(() => null),
    banner: vi.spyOn(DesignBannerPanel, 'preload').mockResolvedValue(() => null),
  });

  it('loads nothing for a visitor’s page', async () => {
    const { menu, goLive, banner } = spies();
    await loadShownShellParts(documentWith('<header><a href="/login">Login</a></header>'));
    expect(menu).not.toHaveBeenCalled();
    expect(goLive).not.toHaveBeenCalled();
    expect(banner).not.toHaveBeenCalled();
  });

  it('loads the code of each part the server’s HTML shows, and only those', async () => {
    const { menu, goLive, banner } = spies();
    await loadShownShellParts(
      documentWith(
        '<header><button data-shell-part="account-menu">CC</button></header>' +
          '<section data-shell-part="design-banner"></section>',
      ),
    );
    expect(menu).toHaveBeenCalledOnce();
    expect(banner).toHaveBeenCalledOnce();
    expect(goLive).not.toHaveBeenCalled();
  });

  it('waits for the code it loads', async () => {
    let loaded!: () => void;
    vi.spyOn(AccountMenu, 'preload').mockReturnValue(
      new Promise((resolve) => (loaded = () => resolve(() => null))),
    );
    let done = false;
    const loading = loadShownShellParts(
      documentWith('<button data-shell-part="account-menu">CC</button>'),
    ).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    loaded();
    await loading;
    expect(done).toBe(true);
  });
});
