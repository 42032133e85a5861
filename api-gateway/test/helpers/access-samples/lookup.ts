import type { SliceSamples } from './sample.js';

/** The lookup routes that declare a point, each named for `pointId`. TODO(slice). */
export const lookupSamples: SliceSamples = async () => ({});
