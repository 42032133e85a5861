import { shellConfig } from '@pvz/federation/webpack-config';

export default shellConfig({ dir: import.meta.dirname, port: 3000 });
