import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PeriodTabs } from './period-tabs';

afterEach(cleanup);

const PERIODS = ['3months', '6months', '1year'] as const;

function show() {
  render(<PeriodTabs values={PERIODS} initial="3months" label={(p) => `tab ${p}`} panel={(p) => <p>panel {p}</p>} />);
}

const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe('PeriodTabs', () => {
  it('shows the chosen panel, named by its tab, and keeps only the chosen tab in the tab order', () => {
    show();
    expect(selected().map((t) => t.textContent)).toEqual(['tab 3months']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('panel 3months');
    expect(panel.getAttribute('aria-labelledby')).toBe(selected()[0]?.id);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('chooses by a tap, and by the arrow keys, Home and End, moving the focus along', () => {
    show();
    fireEvent.click(screen.getByRole('tab', { name: 'tab 1year' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel 1year');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'tab 1year' }), { key: 'ArrowRight' });
    expect(selected()[0]?.textContent).toBe('tab 3months');
    expect(document.activeElement).toBe(selected()[0]);
    fireEvent.keyDown(selected()[0]!, { key: 'ArrowLeft' });
    expect(selected()[0]?.textContent).toBe('tab 1year');
    fireEvent.keyDown(selected()[0]!, { key: 'Home' });
    expect(selected()[0]?.textContent).toBe('tab 3months');
    fireEvent.keyDown(selected()[0]!, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('panel 1year');
    fireEvent.keyDown(selected()[0]!, { key: 'a' });
    expect(selected()[0]?.textContent).toBe('tab 1year');
  });
});
