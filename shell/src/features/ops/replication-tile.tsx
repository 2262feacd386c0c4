import { apiClient, useFormat, useTranslation } from '@fwd/shared-contracts';
import { Alert, Button, Muted, Spinner } from '@fwd/shared-ui';
import { useCallback, useEffect, useState } from 'react';

/** GET /api/health/replication (backend/replication.go). */
export interface ReplicationStatus {
  enabled: boolean;
  lagMs: number;
  lastSyncAt: string | null;
  lastCheck: { at: string; ok: boolean; durationMs: number; problem?: string } | null;
  lastGoodCheckAt: string | null;
}

/** A lag above this is shown as a warning: the aim is a replica at most a second behind. */
const LAG_WARNING_MS = 5_000;
const REFRESH_MS = 15_000;

/** /admin, admins only: how far the object store's replica is behind and the last restore checks. */
export function ReplicationTile() {
  const { t } = useTranslation();
  const format = useFormat();
  const [status, setStatus] = useState<ReplicationStatus>();
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const next = await apiClient(signal).send('/api/health/replication', { method: 'GET' });
      setStatus(next as ReplicationStatus);
      setFailed(false);
    } catch {
      if (!signal?.aborted) setFailed(true);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const timer = setInterval(() => void load(controller.signal), REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [load]);

  if (failed && !status) {
    return (
      <div role="alert">
        <Muted>{t('shell:replication.failed')}</Muted>
        <Button type="button" $variant="secondary" onClick={() => void load()}>
          {t('shell:dashboard.retry')}
        </Button>
      </div>
    );
  }
  if (!status) return <Spinner label={t('shell:replication.loading')} />;
  if (!status.enabled) return <Muted>{t('shell:replication.off')}</Muted>;

  const check = status.lastCheck;
  return (
    <>
      <Alert tone={status.lagMs > LAG_WARNING_MS ? 'warning' : 'success'}>
        {t('shell:replication.lag', { seconds: format.number(status.lagMs / 1000, { maximumFractionDigits: 1 }) })}
      </Alert>
      <dl>
        <dt>{t('shell:replication.lastSync')}</dt>
        <dd>{status.lastSyncAt ? format.dateTime(new Date(status.lastSyncAt)) : t('shell:replication.never')}</dd>
        <dt>{t('shell:replication.lastCheck')}</dt>
        <dd>
          {check
            ? t(check.ok ? 'shell:replication.checkPassed' : 'shell:replication.checkFailed', {
                at: format.dateTime(new Date(check.at)),
              })
            : t('shell:replication.never')}
        </dd>
        <dt>{t('shell:replication.lastGoodCheck')}</dt>
        <dd>
          {status.lastGoodCheckAt ? format.dateTime(new Date(status.lastGoodCheckAt)) : t('shell:replication.never')}
        </dd>
      </dl>
      {check && !check.ok && <Alert tone="error">{t('shell:replication.checkFailedHelp')}</Alert>}
    </>
  );
}
