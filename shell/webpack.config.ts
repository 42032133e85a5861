import { hostConfig } from '@pvz/federation/webpack-config';

export default hostConfig({ dir: import.meta.dirname, port: 3000 });
