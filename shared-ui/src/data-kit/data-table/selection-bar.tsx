import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../primitives/button';
import { StickyBar } from '../../primitives/layout';
import { theme } from '../../theme/theme';

export interface SelectionBarProps {
  ids: string[];
  actions: (ids: string[]) => ReactNode;
  onClear: () => void;
}

/** Sticky bar of bulk actions while rows are selected. */
export function SelectionBar({ ids, actions, onClear }: SelectionBarProps) {
  const { t } = useTranslation('ui');
  return (
    <StickyBar role="region" aria-label={t('table.bulkActions')}>
      <Count role="status">{t('table.selected', { count: ids.length })}</Count>
      <BarActions>{actions(ids)}</BarActions>
      <Button type="button" $variant="secondary" onClick={onClear}>
        {t('table.clearSelection')}
      </Button>
    </StickyBar>
  );
}

const Count = styled.span`
  font-weight: 700;
`;

const BarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  flex: 1 1 auto;
`;
