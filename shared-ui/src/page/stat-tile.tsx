import { useTranslation } from '@fwd/shared-contracts';
import styled from 'styled-components';
import { theme } from '../theme/theme';

/** A dashboard figure with its loading and error states; the data comes from the page's query. */
export function StatTile({
  value,
  status,
  label,
}: {
  value: number | undefined;
  status: 'pending' | 'error' | 'success';
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div aria-busy={status === 'pending'}>
      <Figure>{status === 'success' && value !== undefined ? value : status === 'pending' ? '…' : '—'}</Figure>
      <Label>{status === 'error' ? t('ui:stat.failed') : label}</Label>
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
`;
