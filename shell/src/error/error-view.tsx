import { useTranslation } from '@fwd/shared-contracts';
import { Alert, Button, Card, Row, Stack, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import type { ViewError } from './normalize-error';

interface ErrorViewProps {
  error: ViewError;
  onClear: () => void;
  onRetry?: () => void;
  retrying?: boolean;
  note?: string;
}

/** The error view of DESIGN.md section 3: status code, message, and a way out. */
export function ErrorView({ error, onClear, onRetry, retrying, note }: ErrorViewProps) {
  const { t } = useTranslation('shell');
  return (
    <Card role="region" aria-labelledby="error-title">
      <Stack $gap={4}>
        <Code aria-hidden="true">{error.status}</Code>
        <h1 id="error-title">
          <span className="visually-hidden">{t('error.label', { status: error.status })} </span>
          {error.message}
        </h1>
        {note && <Alert tone="info">{note}</Alert>}
        <Row>
          {onRetry && (
            <Button type="button" onClick={onRetry} disabled={retrying}>
              {retrying ? t('error.retrying') : t('error.retry')}
            </Button>
          )}
          <Button type="button" $variant={onRetry ? 'secondary' : 'primary'} onClick={onClear}>
            {t('error.clear')}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}

const Code = styled.p`
  margin: 0;
  font-size: 3.5rem;
  font-weight: 800;
  color: ${theme.color.primary};
  line-height: 1;
`;
