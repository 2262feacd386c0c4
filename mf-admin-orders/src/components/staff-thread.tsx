import { useController, useFormat, useServerSubmit, useTranslation, useZodForm } from '@fwd/shared-contracts';
import { Button, FileInput, FormAlert, Muted, PlainList, Stack, TextAreaField, theme } from '@fwd/shared-ui';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from './pictures';
import { PICTURES_MAX, REPLY_MAX, threadReplySchema, type ThreadReplyInput } from './thread-reply';

export interface ThreadMessage {
  id: string;
  created: string;
  body: string;
  /** Picture addresses. */
  pictures: string[];
  fromStaff: boolean;
  author: string;
}

/** A stored message of a thread (a complaint's or a support conversation's), as it comes with its staff author expanded. */
export interface StoredThreadMessage {
  id: string;
  created: string;
  body: string;
  attachments: string[];
  author_staff?: string;
  expand?: { author_staff?: { name?: string } };
}

/**
 * A stored message as the thread shows it: its pictures through `pictureUrl` (none until the file
 * token is there), its author the staff member or, else, the customer.
 */
export function threadMessage(
  message: StoredThreadMessage,
  pictureUrl: ((name: string) => string) | null,
  names: { staff: string; customer: string },
): ThreadMessage {
  return {
    id: message.id,
    created: message.created,
    body: message.body,
    pictures: pictureUrl ? message.attachments.map(pictureUrl) : [],
    fromStaff: !!message.author_staff,
    author: message.author_staff ? (message.expand?.author_staff?.name ?? names.staff) : names.customer,
  };
}

/**
 * A thread between a customer and staff, oldest first, with a reply box: words and up to five
 * pictures; Enter sends, Shift+Enter starts a new line; the words stay until the server has them.
 */
export function StaffThread({
  label,
  messages,
  onSend,
  disabled,
}: {
  label: string;
  messages: ThreadMessage[];
  onSend: (body: string, pictures: File[]) => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const form = useZodForm(threadReplySchema, { defaultValues: { body: '', pictures: [] } satisfies ThreadReplyInput });
  const pictures = useController({ control: form.control, name: 'pictures' });
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    ({ body, pictures: files }) => onSend(body, files),
    () => form.reset(),
  );
  const error = form.formState.errors.body?.message;

  function onKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void onSubmit();
    }
  }

  return (
    <Stack $gap={3}>
      <List as="ol" aria-label={label} aria-live="polite" tabIndex={0}>
        {messages.length === 0 && <Muted>{t('thread.none')}</Muted>}
        {messages.map((message) => (
          <Bubble key={message.id} $staff={message.fromStaff}>
            <Meta>
              {message.author} · {format.dateTime(message.created)}
            </Meta>
            {message.body && <p>{message.body}</p>}
            {message.pictures.map((src, index) => (
              <a key={src} href={src} target="_blank" rel="noreferrer">
                <img src={src} alt={t('thread.picture', { index: index + 1 })} width={160} />
              </a>
            ))}
          </Bubble>
        ))}
      </List>
      {!disabled && (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('thread.replyLabel')}>
          <Stack $gap={2}>
            <FormAlert message={formError} />
            <TextAreaField
              label={t('thread.reply')}
              hint={t('thread.hint')}
              rows={3}
              maxLength={REPLY_MAX}
              error={error ? t(error) : undefined}
              {...form.register('body')}
              onKeyDown={onKey}
            />
            <FileInput
              label={t('thread.pictures')}
              accept={PICTURE_TYPES}
              maxBytes={PICTURE_MAX_BYTES}
              multiple
              maxFiles={PICTURES_MAX}
              value={pictures.field.value}
              onChange={pictures.field.onChange}
            />
            <div>
              <Button type="submit" disabled={busy}>
                {t('thread.send')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

const List = styled(PlainList)`
  max-height: 50vh;
  overflow-y: auto;
`;

const Bubble = styled.li<{ $staff: boolean }>`
  justify-self: ${({ $staff }) => ($staff ? 'end' : 'start')};
  max-width: 85%;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${({ $staff }) => ($staff ? theme.color.primarySoft : theme.color.surface)};
  border: 1px solid ${theme.color.border};

  p {
    margin: ${theme.space(1)} 0 0;
    white-space: pre-wrap;
  }
  img {
    margin-top: ${theme.space(1)};
    border-radius: ${theme.radius};
  }
`;

const Meta = styled.span`
  font-size: 0.85rem;
  color: ${theme.color.muted};
`;
