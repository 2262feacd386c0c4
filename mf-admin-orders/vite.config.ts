import { remoteViteConfig } from '../tooling/remote-vite-config';

export default remoteViteConfig({ folder: 'mf-admin-orders', federationName: 'mf_admin_orders', devPort: 5175 });
