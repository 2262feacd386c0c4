import { useTranslation } from '@fwd/shared-contracts';
import { EmptyState } from '../primitives/feedback';
import { Page } from './page';

/** A page of DESIGN 2.1 whose screen is not built yet: its frame and an honest message. */
export function PendingPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState title={t('ui:pending.title')}>{t('ui:pending.body')}</EmptyState>
    </Page>
  );
}
