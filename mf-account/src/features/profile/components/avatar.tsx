import { useTranslation, type UserRecord } from '@fwd/shared-contracts';
import { Muted, Row, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { avatarUrl } from '../api/profile';

/** The current avatar, or the initial of the name in its place. */
export function Avatar({ user }: { user: UserRecord }) {
  const { t } = useTranslation('account');
  const url = avatarUrl(user);
  const initial = (user.name || user.email || '?').trim().charAt(0).toUpperCase();
  return (
    <Row>
      {url ? (
        <Picture src={url} alt={t('me.profile.currentAvatar')} width={72} height={72} />
      ) : (
        <Initial aria-hidden="true">{initial}</Initial>
      )}
      {!url && <Muted>{t('me.profile.noAvatar')}</Muted>}
    </Row>
  );
}

const Picture = styled.img`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${theme.color.bg};
  border: 1px solid ${theme.color.border};
  font-size: 1.75rem;
  font-weight: 700;
  color: ${theme.color.muted};
`;
