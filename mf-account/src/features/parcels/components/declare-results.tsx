import { Link, useTranslation } from '@fwd/shared-contracts';
import { Button, PlainList, Row, theme } from '@fwd/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { Panel } from '../../../components/panel';
import type { DeclareResult } from '../declare-outcome';

const TONE = {
  declared: 'success',
  matched: 'success',
  claimed: 'info',
  review: 'info',
  refused: 'danger',
  notSent: 'warning',
} as const;

const TONE_COLOR = {
  success: theme.color.success,
  info: theme.color.primary,
  danger: theme.color.danger,
  warning: theme.color.warning,
};

/**
 * What became of each declared code: declared, matched to a parcel we already hold, or refused
 * (with the reason). Announced as it appears; links to the parcels page after.
 */
export function DeclareResults({ results }: { results: readonly DeclareResult[] }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  if (results.length === 0) return null;
  const taken = results.filter((r) => r.kind !== 'refused' && r.kind !== 'notSent').length;
  return (
    <Box aria-labelledby={titleId}>
      <div role="status">
        <h2 id={titleId}>{t('parcelAdd.results.title', { count: taken, total: results.length })}</h2>
      </div>
      <List aria-label={t('parcelAdd.results.label')}>
        {results.map((result) => (
          <li key={result.code} data-tone={TONE[result.kind]}>
            <code>{result.code}</code>
            <strong>{t(`parcelAdd.results.${result.kind}`)}</strong>
            <span>
              {result.kind === 'refused' || result.kind === 'notSent'
                ? result.message
                : t(`parcelAdd.results.${result.kind}Detail`)}
            </span>
            {'id' in result && (
              <Link to={`/account/parcel?id=${encodeURIComponent(result.id)}`}>
                {t('parcelAdd.results.open', { code: result.code })}
              </Link>
            )}
          </li>
        ))}
      </List>
      {taken > 0 && (
        <Row>
          <Button as={Link} to="/account/parcel">
            {t('parcelAdd.results.toList')}
          </Button>
        </Row>
      )}
    </Box>
  );
}

const Box = styled(Panel).attrs({ $tone: 'raised' })`
  h2 {
    font-size: 1.1rem;
  }
`;

const List = styled(PlainList)`
  li {
    display: grid;
    gap: ${theme.space(1)};
    padding: ${theme.space(2)} ${theme.space(3)};
    border-left: 4px solid ${theme.color.border};
    overflow-wrap: anywhere;
  }
  ${Object.entries(TONE_COLOR).map(
    ([tone, color]) => `
      li[data-tone='${tone}'] { border-left-color: ${color}; }
      li[data-tone='${tone}'] strong { color: ${color}; }
    `,
  )}
  code {
    font-family: ${theme.font.mono};
    font-weight: 600;
  }
`;
