import type { Module } from '../../module';
import { shareRoutes } from './routes';
import { sharesInvariant } from './share-invariant';

/** Community shareholding: shares, transfers, retained income and dividends (see docs/product/shares.md). */
export const sharesModule: Module = { name: 'shares', routes: shareRoutes, invariants: [sharesInvariant] };
