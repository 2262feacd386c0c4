import { remoteViteConfig } from '../tooling/remote-vite-config';

export default remoteViteConfig({ folder: 'mf-account', federationName: 'mf_account', devPort: 5174 });
