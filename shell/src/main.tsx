import { bootstrap } from './app/bootstrap';
import { listenForInstallOffer } from './pwa/install-store';

// Chromium may offer installation before the app has rendered: keep the offer from the start.
listenForInstallOffer();
void bootstrap();
