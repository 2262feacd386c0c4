import {
  Link,
  RECORD_ID,
  requireParam,
  invalidateCollections,
  useAuth,
  useFileToken,
  useFormat,
  useList,
  useLive,
  useParams,
  useRecord,
  useServerSubmit,
  useTranslation,
  useZodForm,
  type LoaderFunctionArgs,
} from '@fwd/shared-contracts';
import {
  complaintIsOpen,
  complaintMessagesParams,
  complaintPhotoUrl,
  complaintsDomain,
  MESSAGE_MAX,
  postComplaintMessage,
  type ComplaintMessageRow,
  type ComplaintRow,
} from '@fwd/shared-contracts/domains/complaints';
import { complaintReplySchema } from '@fwd/shared-contracts/domains/complaints-schema';
import { useShopMoney } from '@fwd/shared-contracts/domains/settings';
import {
  Alert,
  Card,
  EmptyState,
  ErrorState,
  FormAlert,
  ImageGallery,
  loadControls,
  Muted,
  Page,
  Skeleton,
  Stack,
  StatusBadge,
  SubmitButton,
  TextAreaField,
  theme,
} from '@fwd/shared-ui';
import styled from 'styled-components';
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
  const complaint = useRecord<'complaints', ComplaintRow>('complaints', id, complaintsDomain.customer);
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
  const money = useShopMoney();
  const token = useFileToken(complaint.photos.length > 0);
  const about = aboutOf(complaint);
  const refund = complaint.expand?.refund;
  const closed = !complaintIsOpen(complaint.status);

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
        {complaint.photos.length > 0 && token && (
          <section aria-labelledby="complaint-photos">
            <h2 id="complaint-photos">{t('complaints.thread.photos')}</h2>
            <ImageGallery
              images={complaint.photos.map((name, index) => ({
                src: complaintPhotoUrl(complaint, name, token),
                alt: t('complaints.thread.photo', { index: index + 1 }),
              }))}
            />
          </section>
        )}
        {complaint.resolution && (
          <Alert tone={complaint.status === 'resolved' ? 'success' : 'info'}>
            <strong>{t('complaints.thread.resolution')}</strong> {complaint.resolution}
            {refund && money && (
              <>
                {' '}
                {t('complaints.thread.refund', { amount: money.home(refund.amount) })}{' '}
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
  const messages = useList<'complaint_messages', ComplaintMessageRow>(
    'complaint_messages',
    complaintMessagesParams(complaintId),
  );
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
  const form = useZodForm(complaintReplySchema, { defaultValues: { body: '' } });
  const error = form.formState.errors.body?.message;
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values) => postComplaintMessage(complaintId, { user: userId }, values.body),
    async () => {
      form.reset({ body: '' });
      await invalidateCollections(...complaintsDomain.refreshes.reply);
    },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('complaints.thread.reply')}>
      <Stack $gap={2}>
        <FormAlert message={formError} />
        <TextAreaField
          label={t('complaints.thread.reply')}
          rows={3}
          error={error ? t(error, { max: MESSAGE_MAX }) : undefined}
          {...form.register('body')}
        />
        <div>
          <SubmitButton busy={busy}>{busy ? t('complaints.thread.sending') : t('complaints.thread.send')}</SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
