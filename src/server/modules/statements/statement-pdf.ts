import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { formatKes, toKes } from '../../../shared/money';
import type { StatementHeader } from './statement-header';
import type { AccountStatement } from './statement-source';
import { PDF_FONTS } from './pdf-fonts';
import { drawCell, drawLine, drawWrapped } from './pdf-line';
import { describeMovement, type StatementWords, statementWords } from './statement-texts';

const MARGIN = 40;
const ROW_HEIGHT = 13;
/** Columns of the movements table: x offset from the left margin and width, in points (A4 is 595 wide). */
const COLUMNS = {
  date: { x: 0, width: 56, align: 'left' },
  description: { x: 58, width: 200, align: 'left' },
  reference: { x: 260, width: 74, align: 'left' },
  moneyIn: { x: 336, width: 58, align: 'right' },
  moneyOut: { x: 396, width: 58, align: 'right' },
  balance: { x: 456, width: 59, align: 'right' },
} as const;
type Column = keyof typeof COLUMNS;
/** Bytes the document may hold ahead of a slow reader before rendering waits for it. */
const AHEAD_BYTES = 256 * 1024;

const nairobiDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const nairobiDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const kes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;
const amount = (cents: bigint) => (cents === 0n ? '' : formatKes(toKes(cents)));
/** 2026-12-03 → 03/12/2026, as dates are read in Kenya. */
const kenyanDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** A pool movement's description with the cycle of a contribution, or the reason of a payout. */
function poolNote(header: StatementHeader, w: StatementWords, entryId: bigint, text: string): string {
  const cycle = header.pool?.cycleOf.get(entryId.toString());
  const reason = header.pool?.reasonOf.get(entryId.toString());
  if (cycle !== undefined) return `${text} (${w.cycle(cycle)})`;
  return reason ? `${text} — ${reason}` : text;
}

/**
 * The statement as a PDF document (made with PDFKit, not printed HTML): Pamoja's header, the holder's
 * name and phone, the period, the opening balance, every movement with its date, description,
 * reference, money in, money out and running balance, the totals and the closing balance, a page
 * number on every page. Rendering waits for a slow reader, so memory stays flat for any period.
 */
export async function statementPdf(header: StatementHeader, statement: AccountStatement): Promise<Readable> {
  // Loaded with the first PDF, not at start-up: pdfkit alone took 0.1–0.3 s of every start (decision 106).
  const { default: PDFDocument } = await import('pdfkit');
  const w = statementWords(header.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${header.kind === 'pool' ? w.poolTitle : w.title} ${header.from} – ${header.to}`,
      Author: 'Pamoja',
    },
  });
  doc.registerFont(PDF_FONTS.regular.name, PDF_FONTS.regular.file);
  doc.registerFont(PDF_FONTS.bold.name, PDF_FONTS.bold.file);
  const regular = PDF_FONTS.regular.name;
  const bold = PDF_FONTS.bold.name;
  const out = new PassThrough();
  doc.pipe(out);
  const right = doc.page.width - MARGIN;
  const bottom = () => doc.page.height - MARGIN - ROW_HEIGHT;
  let page = 0;
  let y = MARGIN;

  const startPage = () => {
    if (page > 0) doc.addPage();
    page += 1;
    doc.font(regular).fontSize(8).fillColor('#555555');
    drawLine(doc, `Pamoja · ${header.name} · ${w.page(page)}`, MARGIN, MARGIN - 22, right - MARGIN, 'right');
    doc.fillColor('#000000');
    y = MARGIN;
  };
  const cellText = (column: Column, text: string) => {
    const c = COLUMNS[column];
    doc.font(regular).fontSize(7.5);
    drawLine(doc, text, MARGIN + c.x, y, c.width, c.align);
  };
  /** The column heads, each wrapped within its column (a Swahili head may take two lines). */
  const tableHead = () => {
    doc.font(bold).fontSize(8);
    let tallest = ROW_HEIGHT;
    for (const column of Object.keys(COLUMNS) as Column[]) {
      const c = COLUMNS[column];
      doc.text(w[column], MARGIN + c.x, y, { width: c.width, align: c.align });
      tallest = Math.max(tallest, doc.heightOfString(w[column], { width: c.width }) + 3);
    }
    y += tallest;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(right, y - 2)
      .lineWidth(0.5)
      .stroke();
  };
  /** A label and its value; a long value (a community's name) wraps under itself. */
  const labelled = (label: string, value: string) => {
    doc.font(bold).fontSize(10).text(label, MARGIN, y, { width: 145 });
    const labelHeight = doc.heightOfString(label, { width: 145 });
    doc.font(regular).fontSize(10);
    y += Math.max(15, labelHeight + 3, drawWrapped(doc, value, MARGIN + 150, y, right - MARGIN - 150) + 3);
  };
  /** Waits while the reader is behind; false when it has gone away. */
  const readerKeepsUp = async (): Promise<boolean> => {
    while (!out.destroyed && doc.readableLength + out.writableLength > AHEAD_BYTES) {
      await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    return !out.destroyed;
  };

  const render = async () => {
    startPage();
    doc
      .font(bold)
      .fontSize(16)
      .text(header.kind === 'pool' ? w.poolTitle : w.title, MARGIN, y, { lineBreak: false });
    y += 28;
    labelled(header.kind === 'pool' ? w.community : w.name, header.name);
    if (header.phone) labelled(w.phone, header.phone);
    labelled(w.period, `${kenyanDay(header.from)} – ${kenyanDay(header.to)}`);
    labelled(w.generated, nairobiDateTime.format(header.generatedAt));
    labelled(w.openingBalance, kes(statement.totals.openingCents));
    y += 10;
    tableHead();
    let rows = 0;
    for await (const row of statement.rows()) {
      if (y > bottom() - ROW_HEIGHT) {
        startPage();
        tableHead();
      }
      cellText('date', nairobiDate.format(row.at));
      const c = COLUMNS.description;
      // A long description takes a second line rather than lose its end (a pool's cycle or reason).
      const described = describeMovement(header.language, row);
      const taxed =
        row.taxCents > 0n
          ? `${described} (${w.taxNote(formatKes(toKes(row.inCents + row.taxCents)), formatKes(toKes(row.taxCents)))})`
          : described;
      const lines = drawCell(doc, poolNote(header, w, row.entryId, taxed), MARGIN + c.x, y, c.width);
      cellText('reference', row.reference);
      cellText('moneyIn', amount(row.inCents));
      cellText('moneyOut', amount(row.outCents));
      cellText('balance', formatKes(toKes(row.balanceCents)));
      y += ROW_HEIGHT * lines;
      const hash = header.pool?.hashes?.of.get(row.entryId.toString());
      if (hash && header.pool?.hashes) {
        doc.font(regular).fontSize(6.5).fillColor('#555555');
        drawLine(doc, `${header.pool.hashes.label} ${hash}`, MARGIN + c.x, y - 3, right - MARGIN - c.x, 'left');
        doc.fillColor('#000000');
        y += ROW_HEIGHT - 3;
      }
      rows += 1;
      if (rows % 100 === 0 && !(await readerKeepsUp())) return;
    }
    if (rows === 0) {
      doc.font(regular).fontSize(9).text(w.noMovements, MARGIN, y, { lineBreak: false });
      y += ROW_HEIGHT;
    }
    if (y > bottom() - 5 * 15) startPage();
    y += 10;
    labelled(w.totalIn, kes(statement.totals.inCents));
    labelled(w.totalOut, kes(statement.totals.outCents));
    labelled(w.closingBalance, kes(statement.totals.closingCents));
    if (header.kind === 'wallet') labelled(w.totalTax, kes(statement.totals.taxCents));
    if (header.pool && header.pool.members.length > 0) {
      y += 10;
      if (y > bottom() - 3 * ROW_HEIGHT) startPage();
      doc.font(bold).fontSize(10).text(w.membersTitle, MARGIN, y, { lineBreak: false });
      y += 16;
      const heads: Array<[string, number, number, 'left' | 'right']> = [
        [w.member, 0, 250, 'left'],
        [w.paidIn, 256, 80, 'right'],
        [w.paidOut, 340, 80, 'right'],
        [w.fines, 424, 91, 'right'],
      ];
      doc.font(bold).fontSize(8);
      for (const [text, x, room, align] of heads) drawLine(doc, text, MARGIN + x, y, room, align);
      y += ROW_HEIGHT;
      doc.font(regular).fontSize(7.5);
      for (const m of header.pool.members) {
        if (y > bottom()) startPage();
        const cells = [m.full_name ?? '', formatKes(m.paid_in), formatKes(m.paid_out), formatKes(m.fines)];
        heads.forEach(([, x, room, align], i) => drawLine(doc, cells[i] ?? '', MARGIN + x, y, room, align));
        y += ROW_HEIGHT;
      }
    }
    doc.end();
  };
  render().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
