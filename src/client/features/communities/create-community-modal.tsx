import { NativeSelect, NumberInput, SegmentedControl, Switch, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { AppModal } from '../../components/app-modal';
import { GrowingTextarea } from '../../components/growing-textarea';
import { nairobiDay } from '../../../shared/nairobi-time';
import { type CreateCommunityBody, createCommunityBody } from '../../../shared/schemas/communities';
import { FormSubmit } from '../../components/shell/form-submit';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { communitiesApi } from './communities-api';
import { KesInput } from '../../components/forms/kes-input';
import { FormStack } from '../../components/shell/form-stack';
import { MULTIPLES } from './loan-multiple-modal';

type Amount = number | string;
const EMPTY = {
  name: '',
  description: '',
  contributionAmount: fieldValue<Amount>(''),
  frequency: 'monthly',
  firstDueDate: '',
  lateFine: fieldValue<Amount>(0),
  rotation: false,
  approvalsRequired: '2',
  loanInterestMonthly: fieldValue<Amount>(10),
  loanMultiple: '3',
};
type Values = typeof EMPTY;

/** A blank number field is a missing value (the schema says what is required), never 0. */
const amount = (v: Amount): number | undefined => (v === '' ? undefined : Number(v));

/** The request body as the route reads it; fields left blank take the schema's defaults where it has them. */
export function createBody(v: Values): CreateCommunityBody {
  return {
    name: v.name,
    description: v.description,
    contributionAmount: amount(v.contributionAmount) ?? Number.NaN,
    frequency: v.frequency === 'weekly' ? 'weekly' : 'monthly',
    firstDueDate: v.firstDueDate,
    lateFine: amount(v.lateFine),
    rotation: v.rotation,
    approvalsRequired: Number(v.approvalsRequired),
    loanInterestMonthly: amount(v.loanInterestMonthly),
    loanMultiple: Number(v.loanMultiple),
  };
}

/** Create a Community: every setting of docs/product/communities.md, checked by the route's own schema. */
export function CreateCommunityModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (communityId: string) => void;
}) {
  const { t } = useTranslation('communities');
  const ids = { frequency: useId(), approvals: useId() };
  const today = nairobiDay(new Date());
  const { form, error, setError, busy, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: createCommunityBody,
    body: createBody,
    check: (v) => (v.firstDueDate < today ? t('create.pastDate') : null),
    submit: (v) => communitiesApi.create(createBody(v)),
    onSuccess: (res) => {
      form.reset();
      onCreated(res.community.community_id);
    },
    failed: t('create.failed'),
  });
  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('create.title')}>
      <FormStack onSubmit={onSubmit}>
        <TextInput
          label={t('create.name')}
          placeholder={t('create.namePlaceholder')}
          maxLength={100}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <GrowingTextarea
          label={t('create.description')}
          placeholder={t('create.descriptionPlaceholder')}
          maxLength={1000}
          {...form.getInputProps('description')}
        />
        <KesInput
          label={t('create.contributionAmount')}
          description={t('create.contributionHint')}
          required
          {...form.getInputProps('contributionAmount')}
        />
        <div>
          <Text component="span" size="sm" fw={500} id={ids.frequency}>
            {t('create.frequency')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby={ids.frequency}
            data={[
              { value: 'weekly', label: t('frequency.weekly') },
              { value: 'monthly', label: t('frequency.monthly') },
            ]}
            {...form.getInputProps('frequency')}
          />
        </div>
        <TextInput
          type="date"
          label={t('create.firstDueDate')}
          min={today}
          required
          {...form.getInputProps('firstDueDate')}
        />
        <KesInput
          label={t('create.lateFine')}
          description={t('create.lateFineHint')}
          {...form.getInputProps('lateFine')}
        />
        <Switch
          label={t('create.rotation')}
          description={t('create.rotationHint')}
          {...form.getInputProps('rotation', { type: 'checkbox' })}
        />
        <div>
          <Text component="span" size="sm" fw={500} id={ids.approvals}>
            {t('create.approvalsRequired')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('create.approvalsHint')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby={ids.approvals}
            data={['1', '2', '3']}
            {...form.getInputProps('approvalsRequired')}
          />
        </div>
        <NumberInput
          label={t('create.loanInterestMonthly')}
          description={t('create.loanInterestHint')}
          suffix="%"
          decimalScale={2}
          min={0}
          max={100}
          allowNegative={false}
          hideControls
          inputMode="decimal"
          {...form.getInputProps('loanInterestMonthly')}
        />
        <NativeSelect
          label={t('create.loanMultiple')}
          description={t('create.loanMultipleHint')}
          data={MULTIPLES.map((n) => ({ value: n, label: t('settings.multipleOption', { count: Number(n) }) }))}
          {...form.getInputProps('loanMultiple')}
        />
        <FormSubmit error={error} busy={busy} size="md">
          {t('create.submit')}
        </FormSubmit>
      </FormStack>
    </AppModal>
  );
}
