import { remoteViteConfig } from '../tooling/remote-vite-config';

export default remoteViteConfig({ folder: 'mf-admin-warehouse', federationName: 'mf_admin_warehouse', devPort: 5176 });
