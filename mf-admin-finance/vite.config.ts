import { remoteViteConfig } from '../tooling/remote-vite-config';

export default remoteViteConfig('mf-admin-finance');
