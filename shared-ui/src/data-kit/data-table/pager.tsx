import { useFormat } from '@fwd/shared-contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../primitives/button';
import { theme } from '../../theme/theme';

export interface PagerProps {
  page: number;
  totalPages: number | undefined;
  hasNext: boolean;
  onPageChange: (page: number) => void;
}

/** Previous/Next with "Page X of Y" (or just X when the total is unknown). */
export function Pager({ page, totalPages, hasNext, onPageChange }: PagerProps) {
  const { t } = useTranslation('ui');
  const format = useFormat();
  return (
    <PagerNav aria-label={t('table.pagination')}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('table.previous')}
      </Button>
      <span aria-current="page">
        {totalPages === undefined
          ? t('table.page', { page: format.number(page) })
          : t('table.pageOf', { page: format.number(page), pages: format.number(totalPages) })}
      </span>
      <Button type="button" $variant="secondary" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
        {t('table.next')}
      </Button>
    </PagerNav>
  );
}

const PagerNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} 0;
  @media (max-width: ${theme.breakpoint.sm}) {
    justify-content: space-between;
  }
`;
