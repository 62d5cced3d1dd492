import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { language } from '../../../shared/schemas/account';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import { col, queryRow } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { mailLater } from '../auth';
import type { LocalizedText } from '../../../shared/localized-text';
import { notify } from '../../notifications/notify';
import { HTTP_TEXTS } from '../../http/http-texts';

const texts = {
  on: {
    en: 'Two-step verification was turned on for your account.',
    sw: 'Uthibitisho wa hatua mbili umewashwa kwenye akaunti yako.',
  },
  off: {
    en: 'Two-step verification was turned off for your account. If this was not you, change your password now and turn it back on.',
    sw: 'Uthibitisho wa hatua mbili umezimwa kwenye akaunti yako. Kama si wewe, badilisha nenosiri lako sasa na uuwashe tena.',
  },
  offSubject: { en: 'Two-step verification was turned off', sw: 'Uthibitisho wa hatua mbili umezimwa' },
} satisfies Record<string, LocalizedText>;

/**
 * Sets two-step verification on or off (the client sends the opposite of the current state). A
 * change shows in the user's notifications; turning it off is also mailed at once, whatever the
 * notification preferences, since a stolen session would do exactly that first.
 */
export async function setTwoStep(ctx: AppContext, userId: string, enabled: boolean): Promise<boolean> {
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx, after) => {
    const before = await queryRow(
      tx,
      z.object({ two_step_enabled: col.boolean, email: col.text.nullable(), language }),
      sql`SELECT two_step_enabled, email, language FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR UPDATE`,
    );
    if (!before) throw new NotFoundError(HTTP_TEXTS.userNotFound);
    if (before.two_step_enabled === enabled) return enabled;
    await tx.execute(
      sql`UPDATE users SET two_step_enabled = ${enabled}, updated_at = ${at.toISOString()}::timestamptz WHERE id = ${userId}`,
    );
    await notify(ctx, tx, after, userId, enabled ? texts.on : texts.off, { at });
    if (!enabled && before.email) {
      const sw = before.language === 'sw';
      const text = `${sw ? 'Habari' : 'Hello'},\n\n${sw ? texts.off.sw : texts.off.en}\n\nPamoja`;
      after(mailLater(ctx, { to: before.email, subject: sw ? texts.offSubject.sw : texts.offSubject.en, text }));
    }
    return enabled;
  });
}
