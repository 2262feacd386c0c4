import {
  Link,
  queryKeys,
  RECORD_ID,
  requireParam,
  useApiMutation,
  useApiQuery,
  useAuth,
  useFormat,
  useList,
  useLive,
  useParams,
  useRecord,
  useTranslation,
  type LoaderFunctionArgs,
} from '@fwd/shared-contracts';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  ImageGallery,
  loadControls,
  Muted,
  Page,
  Skeleton,
  Stack,
  StatusBadge,
  TextAreaField,
  theme,
} from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  complaintParams,
  getFileToken,
  getShopSettings,
  MESSAGE_MAX,
  messageParams,
  photoUrl,
  postMessage,
  type ComplaintMessageRow,
  type ComplaintRow,
} from '../features/complaints/api/complaints';
import { aboutOf } from '../features/complaints/components/about';

export async function loader({ params }: LoaderFunctionArgs) {
  requireParam(params, 'id', RECORD_ID);
  await loadControls();
  return null;
}

const Thread = styled.ol`
  display: grid;
  gap: ${theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Bubble = styled.li<{ $own: boolean }>`
  justify-self: ${({ $own }) => ($own ? 'end' : 'start')};
  max-width: min(100%, 36rem);
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${({ $own }) => ($own ? theme.color.primarySoft : theme.color.neutralBg)};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * /account/complain/:id: a complaint, its photos, its status and resolution (with the refund it
 * produced), and the thread with our team; replies arrive live. A closed complaint takes no reply.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  const complaint = useRecord<'complaints', ComplaintRow>('complaints', id, complaintParams());
  useLive('customer');

  if (complaint.status === 'pending') {
    return (
      <Page>
        <Skeleton lines={8} />
      </Page>
    );
  }
  if (complaint.status === 'error') {
    const missing = (complaint.error as { status?: number } | null)?.status === 404;
    return (
      <Page>
        {missing ? (
          <EmptyState title={t('complaints.thread.notFound')}>
            <Link to="/account/complain">{t('complaints.thread.backToList')}</Link>
          </EmptyState>
        ) : (
          <ErrorState error={complaint.error} onRetry={() => void complaint.refetch()} />
        )}
      </Page>
    );
  }
  return <ComplaintView complaint={complaint.data} />;
}

function ComplaintView({ complaint }: { complaint: ComplaintRow }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const token = useApiQuery(queryKeys.custom('complaints', 'file-token'), getFileToken, { staleTime: 60_000 });
  const settings = useApiQuery(queryKeys.custom('settings', 'default'), getShopSettings, { staleTime: 600_000 });
  const currency = settings.data?.home_currency || 'VND';
  const about = aboutOf(complaint);
  const refund = complaint.expand?.refund;
  const closed = complaint.status === 'resolved' || complaint.status === 'rejected';

  return (
    <Page>
      <Stack $gap={4}>
        <Card>
          <Facts>
            <dt>{t('complaints.thread.status')}</dt>
            <dd>
              <StatusBadge machine="complaint" status={complaint.status} />
            </dd>
            <dt>{t('complaints.thread.type')}</dt>
            <dd>{t(`complaints.types.${complaint.type}`)}</dd>
            <dt>{t('complaints.thread.about')}</dt>
            <dd>{about.to ? <Link to={about.to}>{t(about.key, { code: about.code })}</Link> : t(about.key)}</dd>
            <dt>{t('complaints.thread.description')}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{complaint.description}</dd>
          </Facts>
        </Card>
        {complaint.photos.length > 0 && token.data && (
          <section aria-labelledby="complaint-photos">
            <h2 id="complaint-photos">{t('complaints.thread.photos')}</h2>
            <ImageGallery
              images={complaint.photos.map((name, index) => ({
                src: photoUrl(complaint, name, token.data),
                alt: t('complaints.thread.photo', { index: index + 1 }),
              }))}
            />
          </section>
        )}
        {complaint.resolution && (
          <Alert tone={complaint.status === 'resolved' ? 'success' : 'info'}>
            <strong>{t('complaints.thread.resolution')}</strong> {complaint.resolution}
            {refund && (
              <>
                {' '}
                {t('complaints.thread.refund', { amount: format.money(refund.amount, currency) })}{' '}
                <StatusBadge machine="refund" status={refund.status} />
              </>
            )}
          </Alert>
        )}
        <Messages complaintId={complaint.id} />
        {closed ? (
          <Alert tone="info">
            {t('complaints.thread.closed')}{' '}
            <Link to="/account/complain/create">{t('complaints.thread.newComplaint')}</Link>
          </Alert>
        ) : (
          <ReplyForm complaintId={complaint.id} />
        )}
      </Stack>
    </Page>
  );
}

function Messages({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const messages = useList<'complaint_messages', ComplaintMessageRow>('complaint_messages', messageParams(complaintId));
  return (
    <section aria-labelledby="complaint-messages">
      <h2 id="complaint-messages">{t('complaints.thread.messages')}</h2>
      {messages.status === 'pending' ? (
        <Skeleton lines={3} />
      ) : messages.status === 'error' ? (
        <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.data.items.length === 0 ? (
        <Muted>{t('complaints.thread.noMessages')}</Muted>
      ) : (
        <Thread aria-live="polite">
          {messages.data.items.map((message) => {
            const own = !!message.author_user;
            return (
              <Bubble key={message.id} $own={own}>
                <Muted style={{ margin: 0, fontSize: '0.85rem' }}>
                  {own
                    ? t('complaints.thread.you')
                    : (message.expand?.author_staff?.name ?? t('complaints.thread.staff'))}{' '}
                  · {format.dateTime(message.created)}
                </Muted>
                {message.body}
              </Bubble>
            );
          })}
        </Thread>
      )}
    </section>
  );
}

function ReplyForm({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const send = useApiMutation({
    mutationFn: (text: string) => postMessage(userId, complaintId, text),
    invalidates: ['complaint_messages'],
    onSuccess: () => setBody(''),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError(t('complaints.thread.emptyReply'));
    if (text.length > MESSAGE_MAX) return setError(t('complaints.thread.tooLong', { max: MESSAGE_MAX }));
    setError('');
    send.mutate(text);
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('complaints.thread.reply')}>
      <Stack $gap={2}>
        <TextAreaField
          label={t('complaints.thread.reply')}
          rows={3}
          value={body}
          error={error || undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {send.isError && <ErrorState error={send.error} />}
        <div>
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
            {send.isPending ? t('complaints.thread.sending') : t('complaints.thread.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
