import { directionRuns, drawable } from './pdf-fonts';

/** A PDFKit document, as far as a line of text needs it. */
type Doc = PDFKit.PDFDocument;

const width = (doc: Doc, runs: string[]) => runs.reduce((sum, run) => sum + doc.widthOfString(run), 0);

/** The text cut to fit `room` with an ellipsis (whole characters, the longest that fits). */
function fitted(doc: Doc, text: string, room: number): string[] {
  const whole = directionRuns(text);
  if (width(doc, whole) <= room) return whole;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (width(doc, directionRuns(`${chars.slice(0, mid).join('').trimEnd()}…`)) <= room) lo = mid;
    else hi = mid - 1;
  }
  return directionRuns(`${chars.slice(0, lo).join('').trimEnd()}…`);
}

/**
 * One line of text at (x, y) within `room` points, left or right aligned, cut with an ellipsis when
 * longer. Characters the fonts lack become a square (`drawable`); an Arabic stretch is drawn on its
 * own, so it is shaped and reads right to left inside the line.
 */
export function drawLine(doc: Doc, text: string, x: number, y: number, room: number, align: 'left' | 'right'): void {
  const runs = fitted(doc, drawable(text), room);
  let at = align === 'right' ? x + room - width(doc, runs) : x;
  for (const run of runs) {
    doc.text(run, at, y, { lineBreak: false });
    at += doc.widthOfString(run);
  }
}

/**
 * Text wrapped within `room` points from (x, y); returns the height it took. A line mixing Arabic with
 * other scripts is kept to one line (cut with an ellipsis), so that each stretch reads its own way.
 */
export function drawWrapped(doc: Doc, text: string, x: number, y: number, room: number): number {
  const shown = drawable(text);
  if (directionRuns(shown).length > 1) {
    drawLine(doc, shown, x, y, room, 'left');
    return doc.currentLineHeight(true);
  }
  doc.text(shown, x, y, { width: room });
  return doc.heightOfString(shown, { width: room });
}

/**
 * A table cell of at most two lines at (x, y) within `room` points, cut with an ellipsis past them;
 * returns the lines it took. A line mixing Arabic with other scripts stays one line (`drawLine`).
 */
export function drawCell(doc: Doc, text: string, x: number, y: number, room: number): 1 | 2 {
  const shown = drawable(text);
  if (directionRuns(shown).length > 1 || width(doc, [shown]) <= room) {
    drawLine(doc, shown, x, y, room, 'left');
    return 1;
  }
  const line = doc.currentLineHeight(false);
  doc.text(shown, x, y, { width: room, height: line * 2 + 1, ellipsis: true });
  return 2;
}
