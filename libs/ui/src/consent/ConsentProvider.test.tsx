import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as CookieConsent from 'vanilla-cookieconsent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentCookieName } from './consent-config';
import { useConsent } from './consent-context';
import { type ConsentManager, ConsentProvider, tagManagerDelay } from './ConsentProvider';

function Probe() {
  const consent = useConsent();
  return (
    <div>
      <p>tracking: {String(consent.tracking)}</p>
      <p>media: {consent.media.services.join(',') || 'none'}</p>
      <button type="button" onClick={() => consent.media.allow('youtube')}>
        YouTube immer erlauben
      </button>
      <button type="button" onClick={() => consent.media.allow('vimeo')}>
        Vimeo immer erlauben
      </button>
      <button type="button" onClick={consent.showPreferences}>
        Cookie-Einstellungen
      </button>
    </div>
  );
}

const mediaServices = { youtube: 'YouTube', vimeo: 'Vimeo', spotify: 'Spotify' };

function setup() {
  const loaders = { loadTagManager: vi.fn(), loadFontTracking: vi.fn(), reload: vi.fn() };
  render(
    <ConsentProvider locale="de" manager={CookieConsent} mediaServices={mediaServices} {...loaders}>
      <Probe />
    </ConsentProvider>,
  );
  return loaders;
}

/** A button of the banner once the library has read the stored choice (before, a press is only queued). */
async function readyButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  return button;
}

function storeConsent(categories: string[]) {
  const value = {
    categories,
    revision: 0,
    data: null,
    consentTimestamp: new Date().toISOString(),
    consentId: 'x',
    services: {},
    languageCode: 'de',
    lastConsentTimestamp: new Date().toISOString(),
    expirationTime: Date.now() + 1e9,
  };
  document.cookie = `${consentCookieName}=${encodeURIComponent(JSON.stringify(value))}; path=/`;
}

describe('ConsentProvider', () => {
  afterEach(() => {
    CookieConsent.reset(true);
    document.cookie = `${consentCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('shows the consent dialog after mount and loads the tag manager 200 ms after tracking is granted', async () => {
    const loaders = setup();
    const acceptAll = await readyButton('Alle akzeptieren');
    expect(loaders.loadFontTracking).not.toHaveBeenCalled();
    vi.useFakeTimers();
    act(() => acceptAll.click());
    expect(screen.getByText('tracking: true')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(tagManagerDelay - 1));
    expect(loaders.loadTagManager).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(loaders.loadTagManager).toHaveBeenCalledTimes(1);
  });

  it('puts its question before the page: while it asks, it is the first stop of the tab order', async () => {
    setup();
    const acceptAll = await readyButton('Alle akzeptieren');
    const pageButton = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await userEvent.tab();
    expect(acceptAll).toHaveFocus();
    expect(acceptAll.compareDocumentPosition(pageButton)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('asks until a choice is stored; a press before the library is ready counts', async () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Wir verwenden Cookies' });
    // Pressed at once (the library still loading): acted on as soon as it is ready.
    act(() => screen.getByRole('button', { name: 'Alle akzeptieren' }).click());
    expect(dialog).toHaveAttribute('hidden');
    await screen.findByText('tracking: true');
  });

  it('a stored choice hides the banner once the library has read it', async () => {
    storeConsent(['required']);
    setup();
    await waitFor(() =>
      expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('hidden'),
    );
  });

  it('keeps tracking off with necessary only', async () => {
    const loaders = setup();
    await userEvent.click(await readyButton('Nur notwendige'));
    expect(screen.getByText('tracking: false')).toBeInTheDocument();
    expect(loaders.loadTagManager).not.toHaveBeenCalled();
  });

  it('loads the font tracking only with the tracking permission cookie, and reloads when tracking is withdrawn', async () => {
    storeConsent(['required', 'tracking']);
    const loaders = setup();
    expect(loaders.loadFontTracking).toHaveBeenCalledTimes(1);
    await screen.findByText('tracking: true');
    act(() => CookieConsent.acceptCategory(['required']));
    expect(loaders.reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('tracking: false')).toBeInTheDocument();
  });

  it('"always allow" grants one external-media platform, keeping every other choice', async () => {
    storeConsent(['required', 'tracking']);
    setup();
    await screen.findByText('tracking: true');
    await userEvent.click(screen.getByRole('button', { name: 'YouTube immer erlauben' }));
    expect(screen.getByText('media: youtube')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vimeo immer erlauben' }));
    expect(screen.getByText('media: youtube,vimeo')).toBeInTheDocument();
    expect(CookieConsent.acceptedCategory('tracking')).toBe(true);
    expect(CookieConsent.acceptedService('youtube', 'media')).toBe(true);
    expect(CookieConsent.acceptedService('spotify', 'media')).toBe(false);
  });

  it('"always allow" pressed before the library has read the stored choice acts once it has', async () => {
    storeConsent(['required']);
    let finishRun: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (finishRun = resolve));
    const slowManager: ConsentManager = {
      run: async (config) => {
        await running;
        return CookieConsent.run(config);
      },
      showPreferences: CookieConsent.showPreferences,
      acceptCategory: CookieConsent.acceptCategory,
      acceptedCategory: CookieConsent.acceptedCategory,
      getUserPreferences: CookieConsent.getUserPreferences,
      acceptService: CookieConsent.acceptService,
      validConsent: CookieConsent.validConsent,
    };
    render(
      <ConsentProvider
        locale="de"
        manager={slowManager}
        mediaServices={mediaServices}
        reload={() => undefined}
      >
        <Probe />
      </ConsentProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'YouTube immer erlauben' }));
    expect(screen.getByText('media: none')).toBeInTheDocument();
    finishRun();
    expect(await screen.findByText('media: youtube')).toBeInTheDocument();
    expect(CookieConsent.acceptedService('youtube', 'media')).toBe(true);
  });

  it('accepting all media allows every platform; the settings toggle each platform', async () => {
    setup();
    await userEvent.click(await readyButton('Alle akzeptieren'));
    expect(screen.getByText('media: youtube,vimeo,spotify')).toBeInTheDocument();
    act(() => CookieConsent.showPreferences());
    await waitFor(() =>
      expect(document.querySelectorAll('input[data-category="media"]')).toHaveLength(3),
    );
  });

  it('loads vanilla-cookieconsent itself when no manager is given', async () => {
    render(
      <ConsentProvider locale="en" reload={() => undefined}>
        <Probe />
      </ConsentProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Accept all' })).toBeInTheDocument();
  });

  it('reopens the settings', async () => {
    storeConsent(['required']);
    setup();
    await screen.findByText('tracking: false');
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Auswahl speichern' })).toBeInTheDocument(),
    );
  });
});
