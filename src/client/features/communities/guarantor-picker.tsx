import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { CommunityMember } from '../../../shared/schemas/communities';
import { KesInput } from '../../components/forms/kes-input';
import { formatMoney } from '../../lib/format';

/** One guarantor row as typed: a member (or '' before one is chosen) and an amount. */
export type GuarantorRow = { userId: string; amount: number | string };

const kes = (v: number | string) => (v === '' ? 0 : Number(v) || 0);

/** The rows the request sends: those with a member chosen (a blank amount stays invalid for the schema). */
export const guarantorsBody = (rows: GuarantorRow[]) =>
  rows
    .filter((r) => r.userId !== '')
    .map((r) => ({ userId: r.userId, amount: r.amount === '' ? Number.NaN : Number(r.amount) }));

/**
 * What the request is covered by (docs/product/communities.md): the borrower's own limit plus the named guarantees,
 * never more than what is asked. Cents are summed as whole numbers so KES 0.10 + 0.20 stays exact.
 */
export function coverage(limit: number, rows: GuarantorRow[], amount: number) {
  const cents = (k: number) => Math.round(k * 100);
  const offered = rows.filter((r) => r.userId !== '').reduce((s, r) => s + cents(kes(r.amount)), 0);
  const asked = Number.isFinite(amount) && amount > 0 ? cents(amount) : 0;
  const covered = Math.min(asked, cents(limit) + offered);
  return { covered: covered / 100, amount: asked / 100, enough: asked > 0 && covered >= asked };
}

/**
 * Guarantors for a loan above the borrower's own limit: members other than the borrower, each with an
 * amount, and what the request is covered by so far ("Covered KES 3,000 of 5,000").
 */
export function GuarantorPicker({
  members,
  me,
  limit,
  amount,
  rows,
  onChange,
}: {
  members: CommunityMember[];
  me: string;
  limit: number;
  amount: number;
  rows: GuarantorRow[];
  onChange: (rows: GuarantorRow[]) => void;
}) {
  const { t } = useTranslation('communities');
  const others = members.filter((m) => m.user_id !== me);
  const cover = coverage(limit, rows, amount);
  const set = (i: number, row: Partial<GuarantorRow>) => onChange(rows.map((r, k) => (k === i ? { ...r, ...row } : r)));
  const chosenElsewhere = (i: number) => new Set(rows.filter((_, k) => k !== i).map((r) => r.userId));

  return (
    <Stack gap="xs" data-testid="guarantor-picker">
      <Text size="sm">{t('guarantors.limit', { amount: formatMoney(limit) })}</Text>
      {rows.map((r, i) => (
        <Stack key={i} gap={4}>
          <NativeSelect
            label={t('guarantors.who', { number: i + 1 })}
            value={r.userId}
            onChange={(e) => set(i, { userId: e.currentTarget.value })}
            data={[
              { value: '', label: t('guarantors.choose') },
              ...others
                .filter((m) => !chosenElsewhere(i).has(m.user_id))
                .map((m) => ({ value: m.user_id, label: m.full_name })),
            ]}
          />
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <KesInput
              style={{ flex: 1 }}
              label={t('guarantors.amount', { number: i + 1 })}
              value={r.amount}
              onChange={(v) => set(i, { amount: v })}
            />
            <Button variant="subtle" color="red" onClick={() => onChange(rows.filter((_, k) => k !== i))}>
              {t('guarantors.remove')}
            </Button>
          </Group>
        </Stack>
      ))}
      {rows.length < Math.min(10, others.length) && (
        <Button variant="light" size="xs" onClick={() => onChange([...rows, { userId: '', amount: '' }])}>
          {t('guarantors.add')}
        </Button>
      )}
      {cover.amount > 0 && (
        <Text size="sm" fw={600} data-testid="guarantor-coverage" aria-live="polite">
          {t(cover.enough ? 'guarantors.covered' : 'guarantors.short', {
            covered: formatMoney(cover.covered),
            amount: formatMoney(cover.amount),
          })}
        </Text>
      )}
    </Stack>
  );
}
