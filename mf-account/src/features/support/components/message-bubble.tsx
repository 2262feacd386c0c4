import { parsePbDate, useFormat, useTranslation } from '@fwd/shared-contracts';
import { ImageGallery, Row, theme } from '@fwd/shared-ui';
import { useCallback } from 'react';
import styled from 'styled-components';
import { pictureUrl, type MessageRow } from '@fwd/shared-contracts/domains/support';
import { NewMark } from '../../../components/new-mark';
import { sideOf } from '../thread';

/** A thumbnail size the `attachments` field makes. */
const THUMB = '100x100';

export interface MessageBubbleProps {
  message: MessageRow;
  /** Shown with a "New" mark: a staff message that was unread when it came on screen. */
  isNew: boolean;
  /** File token for the protected pictures; none yet while it loads. */
  token: string | undefined;
}

/** The author's name as the customer sees it: "You", or the staff member's, or "Forwardly support". */
export function useAuthorName() {
  const { t } = useTranslation('account');
  return useCallback(
    (message: MessageRow) =>
      sideOf(message) === 'own'
        ? t('support.thread.you')
        : message.expand?.author_staff?.name || t('support.thread.staff'),
    [t],
  );
}

/**
 * One message: staff on the left with their name, the customer's own on the right; its words,
 * its pictures (thumbnails opening a viewer) and the time; "New" on an unread staff message and
 * "Seen" on an own message staff have read.
 */
export function MessageBubble({ message, isNew, token }: MessageBubbleProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const nameOf = useAuthorName();
  const side = sideOf(message);
  const name = nameOf(message);
  const pictures = message.attachments ?? [];
  const at = parsePbDate(message.created);
  const time = new Intl.DateTimeFormat(format.locale, { timeStyle: 'short' }).format(at);
  return (
    <Item data-side={side} $side={side}>
      <Bubble $side={side} $new={isNew} $pictures={pictures.length > 0}>
        <Meta $align="baseline" $gap={2}>
          <Author>{name}</Author>
          {isNew && <NewMark>{t('support.thread.new')}</NewMark>}
        </Meta>
        {message.body && <Body>{message.body}</Body>}
        {pictures.length > 0 &&
          (token ? (
            <ImageGallery
              images={pictures.map((file, index) => ({
                src: pictureUrl(message, file, token),
                thumb: pictureUrl(message, file, token, THUMB),
                alt: t('support.thread.pictureAlt', { index: index + 1, count: pictures.length, name }),
              }))}
            />
          ) : (
            <PicturesWaiting aria-hidden="true">
              {pictures.map((file) => (
                <span key={file} />
              ))}
            </PicturesWaiting>
          ))}
        <Foot $gap={1} $justify="flex-end">
          <time dateTime={at.toISOString()} title={format.dateTime(message.created)}>
            {time}
          </time>
          {side === 'own' && message.read_at && <span>· {t('support.thread.seen')}</span>}
        </Foot>
      </Bubble>
    </Item>
  );
}

const Item = styled.li<{ $side: 'own' | 'staff' }>`
  display: flex;
  justify-content: ${({ $side }) => ($side === 'own' ? 'flex-end' : 'flex-start')};
  min-width: 0;
`;

const Bubble = styled.div<{ $side: 'own' | 'staff'; $new: boolean; $pictures: boolean }>`
  display: grid;
  gap: ${theme.space(1)};
  min-width: 0;
  max-width: min(85%, 36rem);
  ${({ $pictures }) => ($pictures ? 'width: min(85%, 22rem);' : '')}
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  border: 1px solid
    ${({ $side, $new }) => ($new ? theme.color.primary : $side === 'own' ? 'transparent' : theme.color.border)};
  ${({ $new }) => ($new ? 'border-left-width: 4px;' : '')}
  background: ${({ $side }) => ($side === 'own' ? theme.color.primarySoft : theme.color.surface)};
  color: ${theme.color.text};
`;

const Meta = styled(Row)`
  font-size: 0.8125rem;
`;

const Author = styled.span`
  font-weight: 700;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Foot = styled(Row)`
  color: ${theme.color.muted};
  font-size: 0.75rem;
`;

/** Grey squares the size of the thumbnails while the file token loads (no jump when they come). */
const PicturesWaiting = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${theme.space(2)};
  span {
    aspect-ratio: 1;
    border-radius: ${theme.radius};
    background: ${theme.color.neutralBg};
  }
`;
