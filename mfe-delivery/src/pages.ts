import type { RemotePage } from '@pvz/ui/remote-page';

/**
 * The pages this remote renders, by catalogue key. Its pages join the catalogue as they are built;
 * the remote is already built, deployed and registered so that they can.
 */
export const pages: RemotePage[] = [];
