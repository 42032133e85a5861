import type { SliceSamples } from './sample.js';

/** The boxes routes that declare a point, each named for `pointId`. TODO(slice). */
export const boxesSamples: SliceSamples = async () => ({});
