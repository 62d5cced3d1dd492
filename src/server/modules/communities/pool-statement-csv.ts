import { centsText, toCents } from '../../../shared/money';
import { nairobiDateTime } from '../../../shared/nairobi-time';
import type { StatementEntry, StatementResponse } from '../../../shared/schemas/community-statement';
import type { ReaderLanguage } from '../../http/reader-language';
import { textCell } from '../statements';

/** The CSV's words in the reader's language: column heads and the kinds of movement. */
const WORDS: Record<
  ReaderLanguage,
  { movements: string; members: string; kinds: Record<StatementEntry['kind'], string> }
> = {
  en: {
    movements: 'date,kind,description,member,amount_kes,balance_kes,entry_id,reverses,cycle,reason,hash',
    members: 'member,paid_in_kes,paid_out_kes,fines_kes',
    kinds: {
      contribution: 'contribution',
      payout: 'payout',
      rotation: 'rotation',
      loan: 'loan',
      repayment: 'repayment',
      share_out: 'share_out',
      refund: 'refund',
      reversal: 'reversal',
    },
  },
  sw: {
    movements: 'tarehe,aina,maelezo,mwanachama,kiasi_kes,salio_kes,nambari_ya_ingizo,inarekebisha,mzunguko,sababu,hash',
    members: 'mwanachama,alicholipa_kes,alicholipwa_kes,faini_kes',
    kinds: {
      contribution: 'mchango',
      payout: 'malipo',
      rotation: 'chungu_cha_mzunguko',
      loan: 'mkopo',
      repayment: 'marejesho_ya_mkopo',
      share_out: 'mgao',
      refund: 'kurejeshewa_akiba',
      reversal: 'marekebisho',
    },
  },
};

const kes = (amount: number) => centsText(toCents(amount));

/**
 * The pool statement as CSV in the reader's language: every movement (its cycle for a contribution,
 * the reason for a payout, its chain hash: decision 083), then each member's totals over the period (paid in, paid out, fines).
 * What people typed (a description, a name, a reason) never runs as a formula (`textCell`); the
 * figures, dates (Kenyan time) and ids are ours, written as a spreadsheet reads them.
 */
export function statementCsv(s: StatementResponse['statement'], language: ReaderLanguage): string {
  const w = WORDS[language];
  const lines = [w.movements];
  for (const e of s.entries)
    lines.push(
      [
        nairobiDateTime(new Date(e.date)),
        w.kinds[e.kind],
        textCell(e.description),
        textCell(e.full_name ?? ''),
        kes(e.amount),
        kes(e.balance),
        e.entry_id,
        e.reverses ?? '',
        e.cycle ?? '',
        textCell(e.reason ?? ''),
        e.hash,
      ].join(','),
    );
  lines.push('', w.members);
  for (const m of s.members)
    lines.push([textCell(m.full_name ?? ''), kes(m.paid_in), kes(m.paid_out), kes(m.fines)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}
