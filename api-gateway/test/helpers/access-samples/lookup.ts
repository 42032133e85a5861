import type { SliceSamples } from './sample.js';

/** The lookup routes filter by the caller's points themselves (a row elsewhere is not found): none declares a point. */
export const lookupSamples: SliceSamples = async () => ({});
