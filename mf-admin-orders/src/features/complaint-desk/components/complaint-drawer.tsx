import {
  invalidateCollections,
  Link,
  useApiMutation,
  useAuth,
  useController,
  useFileToken,
  useFormat,
  useLive,
  useServerSubmit,
  useTranslation,
  useZodForm,
} from '@fwd/shared-contracts';
import {
  complaintAttachmentUrl,
  complaintIsOpen,
  complaintPhotoUrl,
  complaintsDomain,
  MESSAGE_MAX,
  postComplaintMessage,
  rejectComplaint,
  resolveComplaintWith,
  takeComplaint,
  type ComplaintRow,
} from '@fwd/shared-contracts/domains/complaints';
import { complaintDecisionSchema, type ComplaintDecisionInput } from '@fwd/shared-contracts/domains/complaints-schema';
import { useShopMoney } from '@fwd/shared-contracts/domains/settings';
import {
  Button,
  Facts,
  FormAlert,
  ImageGallery,
  MoneyInput,
  Row,
  showToast,
  Stack,
  StatusBadge,
  SubmitButton,
  TextAreaField,
} from '@fwd/shared-ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { StaffThread, threadMessage } from '../../../components/staff-thread';
import { CustomerLink, RecordDrawer } from '../../../components/record-drawer';
import { useComplaint, useComplaintMessages } from '../api/complaints';

const RESOLVE = 'resolve' as const;
const REJECT = 'reject' as const;
type Decision = typeof RESOLVE | typeof REJECT;

/** One complaint: what it is about, take it, the live thread, resolve (maybe with a refund) or reject. */
export function ComplaintDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const money = useShopMoney();
  const me = useAuth((s) => s.record?.id ?? '');
  const complaint = useComplaint(id);
  const messages = useComplaintMessages(id);
  useLive(['complaints', 'complaint_messages']);
  const take = useApiMutation({
    mutationFn: () => takeComplaint(id, me),
    invalidates: complaintsDomain.refreshes.take,
    onSuccess: () => showToast(t('complaintDesk.taken'), { tone: 'success' }),
  });
  const data = complaint.data;
  // Photos and attachments are protected files: their URLs carry the staff member's file token.
  const token = useFileToken(
    Boolean(data?.photos.length) || Boolean(messages.data?.items.some((m) => m.attachments.length > 0)),
  );
  const open = data && complaintIsOpen(data.status);
  return (
    <RecordDrawer
      query={complaint}
      lines={8}
      onClose={onClose}
      title={
        data
          ? t('complaintDesk.detail.title', { code: data.expand?.user?.code ?? '' })
          : t('complaintDesk.detail.loading')
      }
    >
      {data && (
        <Stack $gap={4}>
          <Facts>
            <dt>{t('complaintDesk.detail.status')}</dt>
            <dd>
              <StatusBadge machine="complaint" status={data.status} />
            </dd>
            <dt>{t('complaintDesk.detail.type')}</dt>
            <dd>{t(`complaintDesk.types.${data.type}`)}</dd>
            <dt>{t('complaintDesk.detail.customer')}</dt>
            <dd>
              <CustomerLink id={data.user} user={data.expand?.user} />
            </dd>
            {data.expand?.order && (
              <>
                <dt>{t('complaintDesk.detail.order')}</dt>
                <dd>
                  <Link to={`/admin/orders?id=${data.order}`}>{data.expand.order.code}</Link>
                  {money && <> · {t('complaintDesk.detail.paid', { amount: money.home(data.expand.order.paid) })}</>}
                </dd>
              </>
            )}
            {data.expand?.parcel && (
              <>
                <dt>{t('complaintDesk.detail.parcel')}</dt>
                <dd>
                  <Link to={`/admin/wh/parcel?q=${encodeURIComponent(data.expand.parcel.tracking_code)}`}>
                    {data.expand.parcel.tracking_code}
                  </Link>
                </dd>
              </>
            )}
            {data.expand?.fulfillment && (
              <>
                <dt>{t('complaintDesk.detail.shipment')}</dt>
                <dd>{data.expand.fulfillment.code}</dd>
              </>
            )}
            <dt>{t('complaintDesk.detail.opened')}</dt>
            <dd>{format.dateTime(data.created)}</dd>
            <dt>{t('complaintDesk.detail.assignee')}</dt>
            <dd>{data.expand?.assignee?.name ?? t('complaintDesk.detail.nobody')}</dd>
            {data.resolution && (
              <>
                <dt>{t('complaintDesk.detail.resolution')}</dt>
                <dd>{data.resolution}</dd>
              </>
            )}
          </Facts>
          <Description>{data.description}</Description>
          {data.photos.length > 0 && token && (
            <ImageGallery
              images={data.photos.map((name, index) => ({
                src: complaintPhotoUrl(data, name, token),
                alt: t('complaintDesk.detail.photo', { index: index + 1 }),
              }))}
            />
          )}
          {open && data.assignee !== me && (
            <Row $gap={2}>
              <Button type="button" onClick={() => take.mutate(undefined)} disabled={take.isPending}>
                {t('complaintDesk.take')}
              </Button>
            </Row>
          )}
          <section aria-labelledby="complaint-thread">
            <h3 id="complaint-thread">{t('complaintDesk.detail.thread')}</h3>
            <StaffThread
              label={t('complaintDesk.detail.thread')}
              disabled={!open}
              messages={(messages.data?.items ?? []).map((message) =>
                threadMessage(message, token ? (name) => complaintAttachmentUrl(message, name, token) : null, {
                  staff: t('complaintDesk.detail.staff'),
                  customer: data.expand?.user?.name ?? t('complaintDesk.detail.customer'),
                }),
              )}
              onSend={async (body, pictures) => {
                await postComplaintMessage(id, { staff: me }, body, pictures);
                await invalidateCollections(...complaintsDomain.refreshes.reply);
              }}
            />
          </section>
          {open && <Decide complaint={data} />}
        </Stack>
      )}
    </RecordDrawer>
  );
}

/** Resolve (with an optional refund, capped by the server) or reject with a reason. */
function Decide({ complaint }: { complaint: ComplaintRow }) {
  const { t } = useTranslation('orders');
  const money = useShopMoney();
  const form = useZodForm(complaintDecisionSchema, {
    defaultValues: { resolution: '', refund: null } satisfies ComplaintDecisionInput,
  });
  const refund = useController({ control: form.control, name: 'refund' });
  // Two buttons submit the one form: the ref says which (read when the submit runs), the state
  // which one shows busy.
  const chosen = useRef<Decision>('resolve');
  const [decision, setDecision] = useState<Decision>('resolve');
  const choose = (next: Decision) => {
    chosen.current = next;
    setDecision(next);
  };
  const error = form.formState.errors.resolution?.message;
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values) =>
      chosen.current === 'resolve'
        ? resolveComplaintWith(complaint.id, values.resolution, values.refund)
        : rejectComplaint(complaint.id, values.resolution),
    async () => {
      showToast(t(chosen.current === 'resolve' ? 'complaintDesk.resolved' : 'complaintDesk.rejected'), {
        tone: 'success',
      });
      await invalidateCollections(...complaintsDomain.refreshes.decide);
    },
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="complaint-decide">
      <Stack $gap={3}>
        <h3 id="complaint-decide">{t('complaintDesk.decide.title')}</h3>
        <FormAlert message={formError} />
        <TextAreaField
          label={t('complaintDesk.decide.resolution')}
          hint={t('complaintDesk.decide.hint')}
          maxLength={MESSAGE_MAX}
          error={error ? t(error) : undefined}
          {...form.register('resolution')}
        />
        {money && (
          <MoneyInput
            label={t('complaintDesk.decide.refund')}
            hint={t('complaintDesk.decide.refundHint')}
            currency={money.currencies.home}
            value={refund.field.value}
            min={0}
            onChange={refund.field.onChange}
          />
        )}
        <Row $gap={2}>
          <SubmitButton busy={busy && decision === 'resolve'} onClick={() => choose(RESOLVE)}>
            {t('complaintDesk.decide.resolve')}
          </SubmitButton>
          <Button type="submit" $variant="danger" disabled={busy} onClick={() => choose(REJECT)}>
            {t('complaintDesk.decide.reject')}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

const Description = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
