import { mountStandalone } from '@fwd/shared-ui/standalone';
import remoteApp from './remote-app';

/** Local development only: the remote's pages without the shell (no guards, no layouts). */
mountStandalone(remoteApp);
