import { remoteConfig } from '@pvz/federation/webpack-config';

export default remoteConfig({ dir: import.meta.dirname, name: 'mfe_client', port: 3005 });
