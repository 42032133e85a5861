import type { SliceSamples } from './sample.js';

/** The lists routes that declare a point, each named for `pointId`. TODO(slice). */
export const listsSamples: SliceSamples = async () => ({});
