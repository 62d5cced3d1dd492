import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  use,
  useContext,
  useSyncExternalStore,
} from 'react';
import { createTranslator, type TFunction, type Translator } from './translator';

/**
 * The screens' hook on the words (docs/decisions/110-own-translation-runtime.md), with the shape
 * react-i18next gave them: `const { t, i18n } = useTranslation('wallet')`. A screen whose namespace
 * has not loaded suspends until it has (the nearest Suspense boundary shows the loading shell); a
 * change of language re-renders every screen that reads words.
 */
const TranslatorContext = createContext<Translator | null>(null);
let started: Translator | null = null;
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** The translator the app's and the landing page's shells started: every hook's unless a provider says otherwise. */
export function setStartedTranslator(translator: Translator): void {
  started = translator;
}

/** A translator for one tree (the landing page's prerender, component tests). */
export function TranslatorProvider({ value, children }: { value: Translator; children: ReactNode }) {
  return <TranslatorContext value={value}>{children}</TranslatorContext>;
}

export function useTranslation(
  namespace = 'common',
  options: { useSuspense?: boolean } = {},
): { t: TFunction; i18n: Translator; ready: boolean } {
  // Outside any started app (a hook's own test): no words, so each key shows as itself.
  const translator = useContext(TranslatorContext) ?? (started ??= createTranslator({ language: 'en' }));
  // Subscribed so the hook re-renders when the language changes (`fixedT` then gives a new `t`).
  useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  );
  const ready = translator.isLoaded(namespace);
  // `use` on every render (React asks that a component which once suspended keeps calling it): a
  // settled promise, marked as React marks one it has seen settle, when there is nothing to wait for.
  use(ready || options.useSuspense === false ? SETTLED : translator.loading(namespace));
  return { t: translator.fixedT(namespace), i18n: translator, ready };
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/** A sentence with marked-up words (`I agree to the <terms>terms and conditions</terms>.`), each tag drawn by its component. */
export function Trans({
  t,
  i18nKey,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const component = components[tag];
    parts.push(component ? cloneElement(component, { key: match.index }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
