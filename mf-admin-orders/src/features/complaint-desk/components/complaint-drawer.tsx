import {
  errorMessage,
  Link,
  useApiMutation,
  useAuth,
  useFileToken,
  useFormat,
  useLive,
  useTranslation,
} from '@fwd/shared-contracts';
import {
  Button,
  Drawer,
  ErrorState,
  FormAlert,
  ImageGallery,
  MoneyInput,
  Row,
  showToast,
  Skeleton,
  Stack,
  StatusBadge,
  SubmitButton,
  TextAreaField,
  theme,
} from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StaffThread } from '../../../components/staff-thread';
import {
  attachmentUrl,
  photoUrl,
  reject,
  replyToComplaint,
  resolve,
  takeComplaint,
  useComplaint,
  useComplaintMessages,
  type ComplaintRow,
} from '../api/complaints';

const CHANGED = ['complaints', 'complaint_messages', 'refunds'];
const RESOLVE = 'resolve' as const;
const REJECT = 'reject' as const;

/** One complaint: what it is about, take it, the live thread, resolve (maybe with a refund) or reject. */
export function ComplaintDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const me = useAuth((s) => s.record?.id ?? '');
  const complaint = useComplaint(id);
  const messages = useComplaintMessages(id);
  useLive(['complaints', 'complaint_messages']);
  const take = useApiMutation({
    mutationFn: () => takeComplaint(id, me),
    invalidates: CHANGED,
    onSuccess: () => showToast(t('complaintDesk.taken'), { tone: 'success' }),
  });
  const data = complaint.data;
  // Photos and attachments are protected files: their URLs carry the staff member's file token.
  const token = useFileToken(
    Boolean(data?.photos.length) || Boolean(messages.data?.items.some((m) => m.attachments.length > 0)),
  );
  const open = data && (data.status === 'open' || data.status === 'in_progress');
  return (
    <Drawer
      open
      onOpenChange={(next) => !next && onClose()}
      title={
        data
          ? t('complaintDesk.detail.title', { code: data.expand?.user?.code ?? '' })
          : t('complaintDesk.detail.loading')
      }
    >
      {complaint.isPending && <Skeleton lines={8} />}
      {complaint.isError && <ErrorState error={complaint.error} onRetry={() => void complaint.refetch()} />}
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
              <Link to={`/admin/customer?id=${data.user}`}>
                {data.expand?.user ? `${data.expand.user.code} ${data.expand.user.name}` : data.user}
              </Link>
            </dd>
            {data.expand?.order && (
              <>
                <dt>{t('complaintDesk.detail.order')}</dt>
                <dd>
                  <Link to={`/admin/orders?id=${data.order}`}>{data.expand.order.code}</Link> ·{' '}
                  {t('complaintDesk.detail.paid', { amount: format.money(data.expand.order.paid, 'VND') })}
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
                src: photoUrl(data, name, token),
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
              messages={(messages.data?.items ?? []).map((message) => ({
                id: message.id,
                created: message.created,
                body: message.body,
                pictures: token ? message.attachments.map((name) => attachmentUrl(message, name, token)) : [],
                fromStaff: !!message.author_staff,
                author: message.author_staff
                  ? (message.expand?.author_staff?.name ?? t('complaintDesk.detail.staff'))
                  : (data.expand?.user?.name ?? t('complaintDesk.detail.customer')),
              }))}
              onSend={async (body, pictures) => {
                await replyToComplaint(id, me, body, pictures);
                await messages.refetch();
              }}
            />
          </section>
          {open && <Decide complaint={data} />}
        </Stack>
      )}
    </Drawer>
  );
}

/** Resolve (with an optional refund, capped by the server) or reject with a reason. */
function Decide({ complaint }: { complaint: ComplaintRow }) {
  const { t } = useTranslation('orders');
  const [resolution, setResolution] = useState('');
  const [refund, setRefund] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const mutation = useApiMutation({
    mutationFn: (kind: 'resolve' | 'reject') =>
      kind === 'resolve'
        ? resolve(complaint.id, resolution.trim(), refund ?? undefined)
        : reject(complaint.id, resolution.trim()),
    invalidates: CHANGED,
    form: true,
    onSuccess: (_, kind) =>
      showToast(t(kind === 'resolve' ? 'complaintDesk.resolved' : 'complaintDesk.rejected'), { tone: 'success' }),
  });
  function submit(event: FormEvent, kind: 'resolve' | 'reject') {
    event.preventDefault();
    if (!resolution.trim()) return setError(t('complaintDesk.decide.required'));
    setError(undefined);
    mutation.mutate(kind);
  }
  const rejectIt = (event: FormEvent) => submit(event, REJECT);
  return (
    <form noValidate onSubmit={(event) => submit(event, RESOLVE)} aria-labelledby="complaint-decide">
      <Stack $gap={3}>
        <h3 id="complaint-decide">{t('complaintDesk.decide.title')}</h3>
        <FormAlert message={mutation.error ? errorMessage(mutation.error) : undefined} />
        <TextAreaField
          label={t('complaintDesk.decide.resolution')}
          hint={t('complaintDesk.decide.hint')}
          value={resolution}
          maxLength={2000}
          onChange={(event) => setResolution(event.target.value)}
          error={error}
        />
        <MoneyInput
          label={t('complaintDesk.decide.refund')}
          hint={t('complaintDesk.decide.refundHint')}
          currency="VND"
          value={refund}
          min={0}
          onChange={setRefund}
        />
        <Row $gap={2}>
          <SubmitButton busy={mutation.isPending && mutation.variables === 'resolve'}>
            {t('complaintDesk.decide.resolve')}
          </SubmitButton>
          <Button type="button" $variant="danger" disabled={mutation.isPending} onClick={rejectIt}>
            {t('complaintDesk.decide.reject')}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
