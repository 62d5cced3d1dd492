import { z } from 'zod';
import { englishOf } from '../localized-text';
import { normalizeKenyanPhone } from '../phone';
import { messageResponse, namedUserFields, userContactFields, userId } from './common';
import { kesAmount } from './kes-amount';
import { listPage, userListQuery } from './admin';

/**
 * Community shareholding API (docs/product/shares.md, decisions 030–032).
 * Amounts are KES numbers with at most two decimals; the server keeps integer cents. Shares are whole units.
 */
export const SHARES_TEXTS = {
  invalidShares: {
    en: 'Please enter a whole number of shares (at least 1).',
    sw: 'Tafadhali weka idadi kamili ya hisa (angalau 1).',
  },
  invalidTotalShares: {
    en: 'Please enter the number of shares offered as a whole number (0 or more).',
    sw: 'Tafadhali weka idadi ya hisa zinazotolewa kama nambari kamili (0 au zaidi).',
  },
  invalidPrice: { en: 'Please enter a valid share price.', sw: 'Tafadhali weka bei sahihi ya hisa.' },
  invalidTransferPrice: {
    en: 'Please enter a valid price for the shares (0 or more).',
    sw: 'Tafadhali weka bei sahihi ya hisa (0 au zaidi).',
  },
  invalidDividend: { en: 'Please enter a valid dividend amount.', sw: 'Tafadhali weka kiasi sahihi cha gawio.' },
  recipientRequired: {
    en: 'Please enter the user ID of the buyer.',
    sw: 'Tafadhali weka kitambulisho cha mtumiaji wa mnunuzi.',
  },
  buyerPhoneRequired: {
    en: 'Please enter the phone number of the buyer.',
    sw: 'Tafadhali weka nambari ya simu ya mnunuzi.',
  },
  invalidBuyerPhone: {
    en: 'Please enter a valid phone number: 10 digits starting with 07 or 01.',
    sw: 'Tafadhali weka nambari sahihi ya simu: tarakimu 10 zinazoanza na 07 au 01.',
  },
} as const;

export const SHARES_TEXT = englishOf(SHARES_TEXTS);

/** Upper bounds that keep every product (shares × price in cents) far inside bigint and float precision. */
export const MAX_TOTAL_SHARES = 1_000_000_000;
export const MAX_SHARE_PRICE_KES = 1_000_000;
export const MAX_TRANSFER_PRICE_KES = 100_000_000;
export const MAX_DIVIDEND_KES = 100_000_000;

const wholeShares = (message: string, min: number) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(MAX_TOTAL_SHARES, message)
    .describe('A whole number of shares.');

const shareCount = wholeShares(SHARES_TEXT.invalidShares, 1);

/** A dividend in KES, as declared or (`text`: from the query string) previewed; a missing one gets the same message. */
const dividendAmount = (text = false) =>
  kesAmount({ invalid: SHARES_TEXT.invalidDividend, max: MAX_DIVIDEND_KES, text });

// ---- requests ----

/** PUT /superadmin/shares: shares offered and price; a new price applies to later purchases only. */
export const shareSettingsBody = z.object({
  totalShares: wholeShares(SHARES_TEXT.invalidTotalShares, 0).describe(
    'Shares Pamoja offers in all (sold + unsold); not below the shares already sold.',
  ),
  sharePrice: kesAmount({
    invalid: SHARES_TEXT.invalidPrice,
    max: MAX_SHARE_PRICE_KES,
    required: SHARES_TEXT.invalidPrice,
  }).describe('Price of one share in KES, for purchases from now on.'),
});
export type ShareSettingsBody = z.input<typeof shareSettingsBody>;

/** POST /api/shares/buy (Idempotency-Key honoured). */
export const buySharesBody = z.object({ userId, shares: shareCount });
export type BuySharesBody = z.input<typeof buySharesBody>;

/** A buyer's phone as typed (07…, 01…, 254…, +254…), stored as 254XXXXXXXXX. */
export const buyerPhone = z
  .string({ error: SHARES_TEXT.buyerPhoneRequired })
  .trim()
  .min(1, SHARES_TEXT.buyerPhoneRequired)
  .max(20, SHARES_TEXT.invalidBuyerPhone)
  .transform((v, ctx) => {
    const normalized = normalizeKenyanPhone(v);
    if (normalized) return normalized;
    ctx.addIssue({ code: 'custom', message: SHARES_TEXT.invalidBuyerPhone });
    return z.NEVER;
  });

/**
 * POST /api/shares/transfers: an offer to sell `shares` to a buyer for `price`, the TOTAL agreed
 * price of the lot in KES (not per share; 0 = a gift). Offers reserve nothing (decision 031). The
 * buyer is named by phone (`toPhone`, what the app sends, decision 066) or by user ID (`toUserId`):
 * exactly one of them.
 */
export const shareTransferBody = z
  .object({
    userId,
    toUserId: z
      .string({ error: SHARES_TEXT.recipientRequired })
      .trim()
      .max(64, SHARES_TEXT.recipientRequired)
      .optional(),
    toPhone: buyerPhone.optional(),
    shares: shareCount,
    price: kesAmount({
      invalid: SHARES_TEXT.invalidTransferPrice,
      min: 'zero',
      max: MAX_TRANSFER_PRICE_KES,
      required: SHARES_TEXT.invalidTransferPrice,
    }).describe('Total price in KES for the whole lot (not per share); 0 for a gift.'),
  })
  .superRefine((v, ctx) => {
    if (!v.toUserId === !v.toPhone)
      ctx.addIssue({ code: 'custom', path: ['toPhone'], message: SHARES_TEXT.buyerPhoneRequired });
  });
export type ShareTransferBody = z.input<typeof shareTransferBody>;

export const shareTransferParams = z.object({ id: z.uuid('Transfer not found.') });

/** GET /api/shares/buyer?phone=…: who would receive an offer to that number, before it is sent (decision 066). */
export const buyerLookupQuery = z.object({ phone: buyerPhone });
/** The buyer's first name and the initial of their other name ("Wanjiru K."), never more. */
export const buyerLookupResponse = z.object({ name: z.string() });
export type BuyerLookupResponse = z.infer<typeof buyerLookupResponse>;

/** POST /superadmin/dividends (Idempotency-Key honoured). */
export const declareDividendBody = z.object({
  amount: dividendAmount().describe('The dividend in KES, at most the retained income.'),
});
export type DeclareDividendBody = z.input<typeof declareDividendBody>;

/** Most holders the preview lists (largest amounts first). */
export const MAX_PREVIEW_TOP = 100;

/** GET /superadmin/dividends/preview?amount=&top= */
export const dividendPreviewQuery = z.object({
  amount: dividendAmount(true),
  top: z.coerce
    .number({ error: `Top must be a whole number from 1 to ${MAX_PREVIEW_TOP}.` })
    .int(`Top must be a whole number from 1 to ${MAX_PREVIEW_TOP}.`)
    .min(1, `Top must be a whole number from 1 to ${MAX_PREVIEW_TOP}.`)
    .max(MAX_PREVIEW_TOP, `Top must be a whole number from 1 to ${MAX_PREVIEW_TOP}.`)
    .default(20)
    .describe(`How many holders to list, largest amounts first (1 to ${MAX_PREVIEW_TOP}, default 20).`),
});
export type DividendPreviewQuery = z.input<typeof dividendPreviewQuery>;

/** GET /superadmin/investors and /superadmin/shareholdings: `?limit&cursor&q` exactly as the user lists. */
export const holderListQuery = userListQuery;

// ---- responses ----

/** Nairobi calendar day, YYYY-MM-DD. */
const day = z.string().describe('A Nairobi calendar day, YYYY-MM-DD.');

export const shareSettingsView = z.object({
  totalShares: z.number(),
  boughtShares: z.number(),
  unsoldShares: z.number(),
  sharePrice: z.number(),
});
export type ShareSettingsView = z.infer<typeof shareSettingsView>;
export const shareSettingsResponse = shareSettingsView.extend({ message: z.string() });
export type ShareSettingsResponse = z.infer<typeof shareSettingsResponse>;

export const transferStatus = z.enum(['pending', 'accepted', 'declined', 'cancelled']);
export type TransferStatus = z.infer<typeof transferStatus>;

export const shareTransferView = z.object({
  id: z.string(),
  /** From the reader's side: 'sent' (reader sells) or 'received' (reader is offered the shares). */
  direction: z.enum(['sent', 'received']),
  from_user_id: z.string(),
  from_name: z.string(),
  to_user_id: z.string(),
  to_name: z.string(),
  shares: z.number(),
  /** The total price of the lot in KES (not per share). */
  total_price: z.number(),
  status: transferStatus,
  created_at: z.string(),
  /** When accepted, declined or cancelled; null while pending. */
  decided_at: z.string().nullable(),
});
export type ShareTransferView = z.infer<typeof shareTransferView>;

export const dividendReceived = z.object({
  dividend_id: z.string(),
  /** The declaration's Nairobi day. */
  date: day,
  /** The holder's share of the dividend, gross (KES). */
  amount: z.number(),
  /** Withholding tax kept from it (0 for dividends paid before withholding began). */
  tax: z.number(),
  /** What reached the wallet: amount − tax. */
  net: z.number(),
});
export type DividendReceived = z.infer<typeof dividendReceived>;

/** Shares held and their value at the current share price (shares × price, KES). */
const heldSharesFields = { shares: z.number(), value: z.number() };
/** A user's holding: the shares held, their value, and the share price it was valued at. */
const holdingFields = { ...heldSharesFields, sharePrice: z.number() };

/** GET /api/shares/{userId} */
export const holdingResponse = z.object({
  ...holdingFields,
  /** Shares still for sale by Pamoja. */
  unsoldShares: z.number(),
  /** Most shares this user may buy now by the unsold shares and the one-fifth cap (the wallet is not counted). */
  maxBuyable: z.number(),
  /** Sum of dividends received, net of withholding tax, KES. */
  totalDividends: z.number(),
  dividends: z.array(dividendReceived).describe('Newest first.'),
  transfers: z.array(shareTransferView).describe('Sent and received, newest first.'),
});
export type HoldingResponse = z.infer<typeof holdingResponse>;

export const buySharesResponse = messageResponse.extend({
  /** Shares bought by this request. */
  bought: z.number(),
  /** What they cost in KES (bought × the price at the time). */
  cost: z.number(),
  /** The buyer's holding afterwards. */
  ...holdingFields,
});
export type BuySharesResponse = z.infer<typeof buySharesResponse>;

export const shareTransferResponse = messageResponse.extend({ transfer: shareTransferView });
export type ShareTransferResponse = z.infer<typeof shareTransferResponse>;

export const dividendView = z.object({
  dividend_id: z.string(),
  date: day,
  /** The dividend declared, gross (KES). */
  amount: z.number(),
  /** Withholding tax kept from the holders' shares, in all. */
  tax: z.number(),
  /** What reached the holders' wallets: amount − tax. */
  net: z.number(),
  /** Holders paid. */
  holders: z.number(),
  /** Sum of share-days the amount was divided by. */
  share_days: z.number(),
  /** First day counted (the day after the previous dividend, or the first sale's day). */
  from: day,
});
export type DividendView = z.infer<typeof dividendView>;
export const declareDividendResponse = messageResponse.extend({ dividend: dividendView });
export type DeclareDividendResponse = z.infer<typeof declareDividendResponse>;

export const dividendPreviewHolder = z.object({
  ...namedUserFields,
  shares: z.number(),
  share_days: z.number(),
  amount: z.number(),
});
export type DividendPreviewHolder = z.infer<typeof dividendPreviewHolder>;

export const dividendPreviewResponse = z.object({
  amount: z.number(),
  retainedIncome: z.number(),
  /** amount ≤ retainedIncome and at least one holder has share-days: the declaration would pass. */
  payable: z.boolean(),
  date: day,
  from: day.nullable(),
  holders: z.number(),
  share_days: z.number(),
  /** The `top` holders with the largest amounts (then by user id). */
  top: z.array(dividendPreviewHolder),
});
export type DividendPreviewResponse = z.infer<typeof dividendPreviewResponse>;

export const holderView = z.object({
  ...userContactFields,
  ...heldSharesFields,
  /** Dividends received in all, KES. */
  dividends: z.number(),
});
export type HolderView = z.infer<typeof holderView>;

export const investorsResponse = listPage({ investors: z.array(holderView) });
export type InvestorsResponse = z.infer<typeof investorsResponse>;
export const shareholdingsResponse = listPage({ shareholders: z.array(holderView) });
export type ShareholdingsResponse = z.infer<typeof shareholdingsResponse>;

/** `GET /superadmin/totals` gains totalShares, boughtShares, sharePrice, totalInvestors (holders), totalInvestments
 * and retainedIncome: see totalsResponse in admin.ts. */
