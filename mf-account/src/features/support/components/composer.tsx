import {
  invalidateCollections,
  useController,
  useServerSubmit,
  useTranslation,
  useWatch,
  useZodForm,
} from '@fwd/shared-contracts';
import { FileInput, FormAlert, Muted, Stack, SubmitButton, TextAreaField, theme } from '@fwd/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ensureConversation, sendMessage, supportDomain } from '@fwd/shared-contracts/domains/support';
import {
  BODY_MAX,
  clearDraft,
  composerSchema,
  PICTURE_MAX,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  readDraft,
  sendsOnEnter,
  writeDraft,
} from '../composer-rules';

export interface ComposerProps {
  userId: string;
  /** The customer's conversation; empty when they have none yet (the first message creates it). */
  conversationId: string;
}

/**
 * Writes to support: words and up to five pictures. Enter sends, Shift+Enter starts a new line.
 * The words are kept in sessionStorage as they are typed and stay in the box until the server has
 * the message, so a send refused offline (or a reload) loses nothing.
 */
export function Composer({ userId, conversationId }: ComposerProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const [draft] = useState(() => readDraft(userId));
  const form = useZodForm(composerSchema, { defaultValues: { body: draft, attachments: [] } });
  const pictures = useController({ control: form.control, name: 'attachments' });
  const body = useWatch({ control: form.control, name: 'body' });
  // The conversation created by a first message whose send then failed: the retry reuses it.
  const created = useRef('');

  useEffect(() => {
    if (userId) writeDraft(userId, body ?? '');
  }, [userId, body]);

  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    async (values) => {
      let id = conversationId || created.current;
      if (!id) {
        id = (await ensureConversation(userId)).id;
        created.current = id;
        void invalidateCollections(supportDomain.collection);
      }
      return sendMessage({
        conversationId: id,
        author: { user: userId },
        body: values.body.trim(),
        pictures: values.attachments,
      });
    },
    async () => {
      form.reset({ body: '', attachments: [] });
      clearDraft(userId);
      await invalidateCollections(...supportDomain.refreshes.send);
      form.setFocus('body');
    },
  );

  const error = (message: string | undefined) => (message ? t(message) : undefined);
  const picturesError = form.formState.errors.attachments;
  const picturesMessage =
    picturesError?.message ??
    picturesError?.root?.message ??
    (Array.isArray(picturesError) ? picturesError.find(Boolean)?.message : undefined);

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <Stack $gap={3}>
        <Title id={titleId}>{t('support.composer.title')}</Title>
        <FormAlert message={formError} />
        {formError && <Muted>{t('support.composer.kept')}</Muted>}
        <TextAreaField
          label={t('support.composer.label')}
          hint={t('support.composer.hint')}
          rows={3}
          maxLength={BODY_MAX}
          enterKeyHint="send"
          readOnly={busy}
          error={error(form.formState.errors.body?.message)}
          {...form.register('body')}
          onKeyDown={(event) => {
            if (sendsOnEnter({ ...event, isComposing: event.nativeEvent.isComposing })) {
              event.preventDefault();
              void onSubmit();
            }
          }}
        />
        <FileInput
          label={t('support.composer.pictures', { count: PICTURE_MAX })}
          accept={PICTURE_TYPES}
          maxBytes={PICTURE_MAX_BYTES}
          multiple
          maxFiles={PICTURE_MAX}
          value={pictures.field.value}
          onChange={(files) => pictures.field.onChange(files)}
          error={error(picturesMessage)}
          disabled={busy}
          name="attachments"
        />
        <div>
          <SubmitButton busy={busy}>{t('support.composer.send')}</SubmitButton>
        </div>
      </Stack>
    </form>
  );
}

const Title = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  color: ${theme.color.text};
`;
