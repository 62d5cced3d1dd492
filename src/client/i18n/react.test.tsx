import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Trans, TranslatorProvider, useTranslation } from './react';
import { type Catalog, createTranslator } from './translator';

afterEach(cleanup);

function Terms() {
  const { t } = useTranslation('auth');
  return (
    <p>
      <Trans t={t} i18nKey="terms" components={{ terms: <a href="/terms-and-conditions" /> }} />
    </p>
  );
}

function Greeting() {
  const { t, i18n } = useTranslation('common');
  return (
    <p>
      {t('hello')} ({i18n.language})
    </p>
  );
}

describe('useTranslation and Trans', () => {
  it('draws a tagged word as its component, the rest as text', () => {
    const words = createTranslator({
      language: 'en',
      resources: { en: { auth: { terms: 'I agree to the <terms>terms and conditions</terms>.' } } },
    });
    render(
      <TranslatorProvider value={words}>
        <Terms />
      </TranslatorProvider>,
    );
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('/terms-and-conditions');
    expect(link.parentElement?.textContent).toBe('I agree to the terms and conditions.');
  });

  it('suspends until its namespace has loaded, and re-renders in a new language', async () => {
    const catalogs: Record<string, Catalog> = { 'en/common': { hello: 'Hello' }, 'sw/common': { hello: 'Habari' } };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const words = createTranslator({
      language: 'en',
      loader: (language, ns) => gate.then(() => catalogs[`${language}/${ns}`] ?? {}),
    });
    // Rendered in an async act: React 19 drops the retry of a tree that suspended in a synchronous one.
    await act(async () =>
      render(
        <TranslatorProvider value={words}>
          <Suspense fallback={<p>waiting</p>}>
            <Greeting />
          </Suspense>
        </TranslatorProvider>,
      ),
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      release();
      await words.loading('common');
    });
    // React shows content that replaces a fallback no sooner than 300 ms after the fallback.
    expect(await screen.findByText('Hello (en)')).toBeTruthy();
    await act(() => words.changeLanguage('sw'));
    expect(screen.getByText('Habari (sw)')).toBeTruthy();
  });
});
