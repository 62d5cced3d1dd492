import type { Language } from './catalogs';

/**
 * The words' runtime (docs/decisions/110-own-translation-runtime.md): a language, the catalogues
 * loaded so far (one per language and namespace), and `t`, which looks a key up, picks the plural
 * form for `count` and fills `{{name}}` placeholders. It does what the screens asked of i18next and
 * nothing more, in about a tenth of its bytes, and imports nothing, so the landing page and every
 * signed-in screen load it before their first render.
 */
export type Catalog = Record<string, unknown>;
export type CatalogLoader = (language: Language, namespace: string) => Promise<Catalog> | null;

export interface TranslateOptions {
  /** The namespace to look in, instead of the hook's. */
  ns?: string;
  /** Picks `key_one` / `key_other` by the language's plural rules, and fills `{{count}}`. */
  count?: number;
  [placeholder: string]: unknown;
}

/** `t` with `returnObjects: true` gives the entry as it is in the catalogue (a list or a tree). */
export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

export interface Translator {
  readonly language: Language;
  /** The same as `language`: the screens read either. */
  readonly resolvedLanguage: Language;
  /** `t` for one namespace (`ns:key` and `{ ns }` reach another), the same function until the language changes. */
  fixedT(namespace: string): TFunction;
  isLoaded(namespace: string, language?: Language): boolean;
  /** Loads the namespaces (in the current language unless another is named). */
  load(namespaces: readonly string[], language?: Language): Promise<void>;
  /** The load of one namespace in the current language: the same promise until it settles. */
  loading(namespace: string): Promise<void>;
  /** Loads every namespace in use in the new language, then switches and tells the subscribers. */
  changeLanguage(language: Language): Promise<void>;
  subscribe(listener: () => void): () => void;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const NS_SEPARATOR = ':';

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `{{name}}` filled from the options; a placeholder without a value stays as written, as i18next left it. */
export function interpolate(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function createTranslator(options: {
  language: Language;
  defaultNamespace?: string;
  /** Catalogues already in memory (the landing page's prerender, component tests). */
  resources?: Partial<Record<Language, Record<string, Catalog>>>;
  loader?: CatalogLoader;
}): Translator {
  const defaultNamespace = options.defaultNamespace ?? 'common';
  const store = new Map<string, Catalog>();
  const loading = new Map<string, Promise<void>>();
  const failed = new Set<string>();
  const listeners = new Set<() => void>();
  const pluralRules = new Map<Language, Intl.PluralRules>();
  let language = options.language;
  const id = (lang: Language, ns: string) => `${lang}/${ns}`;
  for (const [lang, namespaces] of Object.entries(options.resources ?? {})) {
    for (const [ns, catalog] of Object.entries(namespaces ?? {})) store.set(id(lang as Language, ns), catalog);
  }

  const pluralOf = (count: number): string => {
    let rules = pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      pluralRules.set(language, rules);
    }
    return rules.select(count);
  };

  function resolve(namespace: string, rawKey: string, opts: TranslateOptions): unknown {
    let ns = opts.ns ?? namespace;
    let key = rawKey;
    const colon = rawKey.indexOf(NS_SEPARATOR);
    if (colon > 0) {
      ns = rawKey.slice(0, colon);
      key = rawKey.slice(colon + 1);
    }
    const catalog = store.get(id(language, ns));
    if (typeof opts.count === 'number') {
      const plural = lookup(catalog, `${key}_${pluralOf(opts.count)}`);
      if (plural !== undefined) return plural;
    }
    return lookup(catalog, key);
  }

  /**
   * One catalogue's load, the same promise until it settles (React's `use` needs a stable one). A
   * catalogue that could not load counts as loaded with no words, so the screen shows its keys rather
   * than waiting forever, as i18next did; the next `load` tries it again.
   */
  function loadOne(lang: Language, ns: string): Promise<void> {
    const key = id(lang, ns);
    if (store.has(key)) return Promise.resolve();
    let promise = loading.get(key);
    if (!promise) {
      failed.delete(key);
      const load = options.loader?.(lang, ns) ?? Promise.resolve({});
      promise = load.then(
        (catalog) => {
          store.set(key, catalog);
          loading.delete(key);
        },
        () => {
          failed.add(key);
          loading.delete(key);
        },
      );
      loading.set(key, promise);
    }
    return promise;
  }

  /** One `t` per language and namespace: a new one when the language changes, so memoised screens redraw. */
  const fixedTs = new Map<string, TFunction>();
  function fixedT(namespace: string): TFunction {
    const cached = fixedTs.get(id(language, namespace));
    if (cached) return cached;
    function t(key: string, opts?: TranslateOptions & { returnObjects?: boolean }): unknown {
      const given = opts ?? {};
      const entry = resolve(namespace, key, given);
      if (given.returnObjects === true && entry !== undefined) return entry;
      return typeof entry === 'string' ? interpolate(entry, given) : key;
    }
    fixedTs.set(id(language, namespace), t as TFunction);
    return t as TFunction;
  }

  const translator: Translator = {
    get language() {
      return language;
    },
    get resolvedLanguage() {
      return language;
    },
    fixedT,
    // Without a loader (tests, the prerender) what is not in memory never will be: its keys show.
    isLoaded: (namespace, lang = language) =>
      !options.loader || store.has(id(lang, namespace)) || failed.has(id(lang, namespace)),
    load: (namespaces, lang = language) => Promise.all(namespaces.map((ns) => loadOne(lang, ns))).then(() => undefined),
    loading: (namespace) => loadOne(language, namespace),
    async changeLanguage(next) {
      const inUse = [...store.keys()]
        .filter((k) => k.startsWith(`${language}/`))
        .map((k) => k.slice(k.indexOf('/') + 1));
      await translator.load([...new Set([defaultNamespace, ...inUse])], next);
      language = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
