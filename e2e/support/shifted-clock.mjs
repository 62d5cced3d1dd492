// Loaded with `node --import` into an app that a browser test runs on its own (e2e/shares.spec.ts):
// the test sends SIGUSR2 to move the app's clock one day on, so that what counts from the next Nairobi
// day (share-days) can be checked without waiting for midnight. Time, not order: nothing else changes.
const RealDate = globalThis.Date;
let offset = 0;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate;
process.on('SIGUSR2', () => {
  offset += 24 * 60 * 60 * 1000;
});
