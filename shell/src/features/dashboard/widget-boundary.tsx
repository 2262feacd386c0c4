import { i18n } from '@fwd/shared-contracts';
import { Button, Muted, Spinner } from '@fwd/shared-ui';
import { Component, Suspense, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** One per widget: a tile that throws shows its own message and the rest of the dashboard stays. */
export class WidgetBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <div role="alert">
          <Muted>{i18n.t('shell:dashboard.widgetFailed')}</Muted>
          <Button type="button" $variant="secondary" onClick={() => this.setState({ failed: false })}>
            {i18n.t('shell:dashboard.retry')}
          </Button>
        </div>
      );
    }
    return <Suspense fallback={<Spinner label={i18n.t('shell:loadingPage')} />}>{this.props.children}</Suspense>;
  }
}
