import { Alert, Card, Center, Group, Loader, Title } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/sw';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { RegistrationRange } from '../../../shared/schemas/admin';
import { SegmentedRadio } from '../../components/core/segmented-radio';
import { useRegistrations } from './api';
import { RegistrationLine } from './registration-line';

const RANGES: RegistrationRange[] = ['day', 'week', 'month', 'year'];
const LABEL_FORMAT: Record<RegistrationRange, string> = {
  day: 'HH:mm',
  week: 'ddd',
  month: 'DD MMM',
  year: 'MMM YYYY',
};

/** 'User Registration Performance': real registrations by Day/Week/Month/Year (default Month). */
export function RegistrationChart() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage === 'sw' ? 'sw' : 'en';
  const [range, setRange] = useState<RegistrationRange>('month');
  const query = useRegistrations(range);
  const label = t('dashboard.registrations');
  const points = (query.data?.points ?? []).map((p) => ({
    when: dayjs(p.start).locale(locale).format(LABEL_FORMAT[range]),
    count: p.count,
  }));
  const spinner = (
    <Center h={260}>
      <Loader aria-label={t('common:loading')} />
    </Center>
  );
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          {t('dashboard.chartTitle')}
        </Title>
        <SegmentedRadio
          label={t('dashboard.chartTitle')}
          value={range}
          onChange={setRange}
          options={RANGES.map((r) => ({ value: r, name: t(`dashboard.range.${r}`) }))}
        />
      </Group>
      {query.isPending && spinner}
      {query.isError && <Alert color="red">{t('dashboard.chartError')}</Alert>}
      {query.isSuccess && <RegistrationLine points={points} label={label} title={t('dashboard.chartTitle')} />}
    </Card>
  );
}
