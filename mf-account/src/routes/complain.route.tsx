import { Link, useAuth, useFormat, useList, useLive, useTranslation } from '@fwd/shared-contracts';
import { Button, EmptyState, ErrorState, Muted, Page, Skeleton, StatusBadge, theme, useListView } from '@fwd/shared-ui';
import styled from 'styled-components';
import { customerComplaintsParams, type ComplaintRow } from '@fwd/shared-contracts/domains/complaints';
import { aboutOf } from '../features/complaints/components/about';

const List = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: grid;
  gap: ${theme.space(1)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow-wrap: anywhere;
`;

/** /account/complain: the customer's complaints, newest first, each opening its thread. Live. */
export function Component() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const userId = useAuth((s) => s.record?.id ?? '');
  const view = useListView();
  const list = useList<'complaints', ComplaintRow>('complaints', customerComplaintsParams(userId, view.page));
  useLive('customer');
  const newLink = <Link to="/account/complain/create">{t('complaints.list.new')}</Link>;

  return (
    <Page actions={newLink}>
      {list.status === 'pending' ? (
        <Skeleton lines={5} height="2.5em" />
      ) : list.status === 'error' ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 && view.page === 1 ? (
        <EmptyState title={t('complaints.list.empty')}>
          <span>{t('complaints.list.emptyHint')}</span>
          {newLink}
        </EmptyState>
      ) : (
        <>
          <List aria-label={t('complaints.list.label')}>
            {list.data.items.map((complaint) => {
              const about = aboutOf(complaint);
              const type = t(`complaints.types.${complaint.type}`);
              const aboutText = t(about.key, { code: about.code });
              return (
                <Item key={complaint.id}>
                  <Link to={`/account/complain/${complaint.id}`} style={{ fontWeight: 600 }}>
                    {t('complaints.list.open', { type, about: aboutText })}
                  </Link>
                  <div>
                    <StatusBadge machine="complaint" status={complaint.status} />
                  </div>
                  <Muted style={{ margin: 0 }}>
                    {t('complaints.list.opened', { date: format.date(complaint.created) })}
                  </Muted>
                </Item>
              );
            })}
          </List>
          {(view.page > 1 || list.data.totalPages > view.page) && (
            <nav aria-label={t('catalog.search.pages')} style={{ display: 'flex', gap: '1rem', marginTop: '1rem' }}>
              <Button
                type="button"
                $variant="secondary"
                disabled={view.page <= 1}
                onClick={() => view.setPage(view.page - 1)}
              >
                {t('catalog.search.previous')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={list.data.totalPages <= view.page}
                onClick={() => view.setPage(view.page + 1)}
              >
                {t('catalog.search.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </Page>
  );
}
