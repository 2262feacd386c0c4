import { remoteViteConfig } from '../tooling/remote-vite-config';

export default remoteViteConfig({ folder: 'mf-admin-finance', federationName: 'mf_admin_finance', devPort: 5177 });
