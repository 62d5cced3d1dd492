import { SegmentedControl, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { inviteBody } from '../../../shared/schemas/community-invitations';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { communitiesApi } from './communities-api';

type Values = { by: string; phone: string; userId: string };

/** The body names exactly one person: by phone or by user ID, as chosen. */
export const inviteRequest = (v: Values) => (v.by === 'phone' ? { phone: v.phone } : { userId: v.userId });

/** Invite a Member by phone number or user ID; they join only when they accept. */
export function InviteModal({ communityId, onClose, onDone }: DialogProps<{ communityId: string }>) {
  const { t } = useTranslation('communities');
  const byId = useId();
  const state = useSchemaForm<Values, unknown>({
    initialValues: { by: 'phone', phone: '', userId: '' },
    schema: inviteBody,
    body: inviteRequest,
    submit: (v) => communitiesApi.invite(communityId, inviteRequest(v)),
    onSuccess: () => onDone(t('invite.success')),
    failed: t('invite.failed'),
  });
  const { form, values } = state;

  return (
    <FormModal title={t('invite.title')} onClose={onClose} state={state} submit={t('invite.submit')}>
      <div>
        <Text component="span" size="sm" fw={500} id={byId}>
          {t('invite.by')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={byId}
          data={[
            { value: 'phone', label: t('invite.byPhone') },
            { value: 'userId', label: t('invite.byUserId') },
          ]}
          {...form.getInputProps('by')}
        />
      </div>
      {values.by === 'phone' ? (
        <TextInput
          key="phone"
          label={t('invite.phone')}
          description={t('invite.phoneHint')}
          type="tel"
          inputMode="numeric"
          placeholder="07XXXXXXXX"
          required
          data-autofocus
          {...form.getInputProps('phone')}
        />
      ) : (
        <TextInput key="userId" label={t('invite.userId')} required {...form.getInputProps('userId')} />
      )}
    </FormModal>
  );
}
