import { startHarness } from '@pvz/dev-harness/start-harness';
import { pages } from '../pages';

startHarness({ remote: 'mfe_delivery', pages });
