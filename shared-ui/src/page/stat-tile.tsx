import { Link, useTranslation } from '@fwd/shared-contracts';
import styled from 'styled-components';
import { theme } from '../theme/theme';

/**
 * A dashboard figure with its loading and error states; the data comes from the page's query.
 * With `to`, the label links to the list the figure counts (e.g. `/admin/orders?status=placed`).
 */
export function StatTile({
  value,
  status,
  label,
  to,
}: {
  value: number | undefined;
  status: 'pending' | 'error' | 'success';
  label: string;
  to?: string;
}) {
  const { t } = useTranslation();
  const text = status === 'error' ? t('ui:stat.failed') : label;
  return (
    <div aria-busy={status === 'pending'}>
      <Figure>{status === 'success' && value !== undefined ? value : status === 'pending' ? '…' : '—'}</Figure>
      <Label>{to ? <Link to={to}>{text}</Link> : text}</Label>
    </div>
  );
}

const Figure = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
`;

const Label = styled.p`
  margin: 0;
  color: ${theme.color.muted};

  a {
    color: ${theme.color.primary};
    font-weight: 600;
  }
`;
