import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import en from '../../i18n/locales/en/shares.json';
import { testI18n } from '../../testing/i18n';
import { fakeServer, renderApp, signInTestUser } from '../../testing/render-app';
import { BuySharesModal } from './buy-shares-modal';
import { OfferSharesModal } from './offer-shares-modal';

const i18n = testI18n({ en: { shares: en, common } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const NOBODY = new Response(JSON.stringify({ message: 'No Pamoja member can receive shares at that number.' }), {
  status: 404,
});

function openOffer() {
  signInTestUser('U1');
  const server = fakeServer(
    (req) => {
      if (req.url === '/api/shares/buyer?phone=254722000222') return { name: 'Otieno B.' };
      if (req.url.startsWith('/api/shares/buyer')) return NOBODY.clone();
      return { message: 'Transfer offer sent.', transfer: {} };
    },
    { hold: false },
  );
  const onDone = vi.fn();
  renderApp(<OfferSharesModal myShares={40} onClose={() => undefined} onDone={onDone} />, i18n);
  const type = (name: RegExp, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  return { server, onDone, type };
}

describe('Offer Shares', () => {
  it('picks the buyer by phone and names them before the offer is sent', async () => {
    const { server, onDone, type } = openOffer();
    type(/^Buyer's phone number/, '0722 000 222');
    expect(await screen.findByText('Buyer: Otieno B.')).toBeTruthy();
    type(/^Number of shares/, '15');
    type(/^Total price/, '180');
    fireEvent.click(screen.getByRole('button', { name: 'Send Offer to Otieno B.' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(en.offer.success));
    expect(server.sent).toEqual([
      {
        method: 'POST',
        url: '/api/shares/transfers',
        body: { userId: 'U1', toPhone: '254722000222', shares: 15, price: 180 },
      },
    ]);
  });

  it('says when no member can receive shares at the number, and sends nothing', async () => {
    const { server, type } = openOffer();
    type(/^Buyer's phone number/, '0799000999');
    type(/^Number of shares/, '15');
    type(/^Total price/, '0');
    expect(await screen.findByText('No Pamoja member can receive shares at that number.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(server.sent).toEqual([]);
  });
});

describe('Buy Shares', () => {
  it('names the smaller limit: the shares the balance pays for, not the 10,000 one may buy', async () => {
    signInTestUser('U1');
    fakeServer(() => ({ account: { balance: 1_950, accountStatus: 'active' } }));
    renderApp(
      <BuySharesModal sharePrice={10} maxBuyable={10_000} onClose={() => undefined} onDone={() => undefined} />,
      i18n,
    );
    expect(await screen.findByText(/you can buy up to 195 shares now/)).toBeTruthy();
    expect(screen.queryByText(/10,?000 shares/)).toBeNull();
  });
});
