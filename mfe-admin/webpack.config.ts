import { remoteConfig } from '@pvz/federation/webpack-config';

export default remoteConfig({ dir: import.meta.dirname, name: 'mfe_admin', port: 3004 });
