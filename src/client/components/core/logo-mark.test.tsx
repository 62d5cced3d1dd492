import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoMark } from './logo-mark';

const shapes = (svg: string) => [...svg.matchAll(/<(rect|circle)\b[^>]*>/g)].map((m) => m[0].replace(/\s*\/?>$/, ''));

describe('LogoMark', () => {
  it('draws the same shapes as public/favicon.svg', () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../public/favicon.svg'), 'utf8');
    const drawn = renderToStaticMarkup(<LogoMark size={32} />);
    expect(shapes(drawn)).toEqual(shapes(file));
    expect(drawn).toContain('viewBox="0 0 64 64"');
  });
});
