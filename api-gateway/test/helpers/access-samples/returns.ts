import type { SliceSamples } from './sample.js';

/** The returns routes that declare a point, each named for `pointId`. TODO(slice). */
export const returnsSamples: SliceSamples = async () => ({});
